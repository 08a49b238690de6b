import { tagLink, tagTextSize } from '@keelson/domain';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { environment } from '../../environment.ts';

function sizeClass(size: string | null) {
  return size ? `size-${size}` : undefined;
}

/** A printable sticker: the positions, a QR code leading to the tag, and the code as text. */
export function TagPrintPage() {
  const [params] = useSearchParams();
  const firstPosition = params.get('firstPosition') ?? '';
  const secondPosition = params.get('secondPosition') ?? '';
  const tagCode = params.get('tagCode') ?? '';
  const link = tagLink(environment().server.host, tagCode);
  const [qr, setQr] = useState<string>();
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    void QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 256 }).then(setQr);
  }, [link]);

  useEffect(() => {
    const before = () => setPrinting(true);
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  return (
    <div className="tag-print" data-testid="tag-print">
      <div className="tag-print-label">ACTION REQUIRED</div>
      <p data-testid="tag-first-position" className={sizeClass(tagTextSize('firstPosition', firstPosition))}>
        {firstPosition}
      </p>
      <p
        data-testid="tag-second-position"
        className={sizeClass(tagTextSize('secondPosition', secondPosition))}
      >
        {secondPosition}
      </p>
      {qr && <img className="tag-print-qr" src={qr} alt={`QR code for ${link}`} data-testid="tag-qr" />}
      <p data-testid="tag-code" className={sizeClass(tagTextSize('tagCode', tagCode))}>
        <strong>{tagCode}</strong>
      </p>
      <p>Scan the code to open this tag and record what happened to the item.</p>
      {!printing && (
        <button
          type="button"
          className="print-hidden"
          aria-label="Print"
          data-testid="tag-print-button"
          onClick={() => window.print()}
          style={{ background: 'none', border: 'none', cursor: 'pointer', color: '#111' }}
        >
          <svg
            width="32"
            height="32"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
            <path d="M6 14h12v7H6z" />
          </svg>
        </button>
      )}
    </div>
  );
}

import { tagLink, tagTextSize } from '@keelson/domain';
import QRCode from 'qrcode';
import { type ReactNode, useEffect, useState } from 'react';
import { environment } from '../../environment.ts';

function sizeClass(size: string | null) {
  return size ? `size-${size}` : undefined;
}

/**
 * One printed sticker (entry spec: Tag print): ACTION REQUIRED, the two position texts, a QR code
 * leading to the tag in the dashboard, the code as text and a scan hint.
 */
export function TagLabel(props: {
  firstPosition: string;
  secondPosition: string;
  /** The code the QR link carries. */
  tagCode: string;
  /** The code as printed (defaults to the code itself). */
  codeText?: string;
  qrSize?: number;
  children?: ReactNode;
}) {
  const { firstPosition, secondPosition, tagCode, qrSize = 256 } = props;
  const codeText = props.codeText ?? tagCode;
  const link = tagLink(environment().server.host, tagCode);
  const [qr, setQr] = useState<string>();

  useEffect(() => {
    void QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: qrSize }).then(setQr);
  }, [link, qrSize]);

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
      {qr && (
        <img
          className="tag-print-qr"
          src={qr}
          alt={`QR code for ${link}`}
          data-testid="tag-qr"
          style={{ width: qrSize, height: qrSize }}
        />
      )}
      <p data-testid="tag-code" className={sizeClass(tagTextSize('tagCode', codeText))}>
        <strong>{codeText}</strong>
      </p>
      <p>Scan the code to open this tag and record what happened to the item.</p>
      {props.children}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TagLabel } from './TagLabel.tsx';

/** A printable sticker: the positions, a QR code leading to the tag, and the code as text. */
export function TagPrintPage() {
  const [params] = useSearchParams();
  const firstPosition = params.get('firstPosition') ?? '';
  const secondPosition = params.get('secondPosition') ?? '';
  const tagCode = params.get('tagCode') ?? '';
  const [printing, setPrinting] = useState(false);

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
    <TagLabel firstPosition={firstPosition} secondPosition={secondPosition} tagCode={tagCode}>
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
    </TagLabel>
  );
}

import { PRIMARY_COLOR } from '@sdp/shared/ui';

const mark = (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
    <circle cx="14" cy="14" r="14" fill={PRIMARY_COLOR} />
    <path d="M8 18c0-6 5-10 12-10-1 7-5 12-11 12l-1-2z" fill="#fff" />
  </svg>
);

const PRODUCT_NAME = 'Sustainability Data Platform';

const label = (
  <span
    className="sdp-product-name"
    style={{ fontWeight: 700, fontSize: 16, color: '#1f3a20', whiteSpace: 'nowrap' }}
  >
    {PRODUCT_NAME}
  </span>
);

/** The product mark; a button to the user's home menu when signed in, plain when not. */
export function Logo({ onClick }: { onClick?: (() => void) | undefined }) {
  const style = { display: 'flex', alignItems: 'center', gap: 8, background: 'none', border: 0, padding: 0 };
  return onClick ? (
    <button
      type="button"
      onClick={onClick}
      // The name starts with the visible text (WCAG 2.5.3) so speech users can say what they see.
      aria-label={`${PRODUCT_NAME} ロゴ（ホームへ）`}
      style={{ ...style, cursor: 'pointer' }}
    >
      {mark}
      {label}
    </button>
  ) : (
    <span style={style}>
      {mark}
      {label}
    </span>
  );
}

/** The calendar mark; decorative, the link around it carries the name. */
export function Logo() {
  return (
    <svg className="logo" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="3" y="6" width="26" height="23" rx="4" fill="#1e3a5f" />
      <rect x="3" y="6" width="26" height="7" rx="3" fill="#c8a24a" />
      <rect x="9" y="3" width="3" height="7" rx="1.5" fill="#1e3a5f" />
      <rect x="20" y="3" width="3" height="7" rx="1.5" fill="#1e3a5f" />
      <path d="M10 19h12M10 24h8" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

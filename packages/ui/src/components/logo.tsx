export const Logo = ({ label, className }: { label: string; className?: string }) => (
  <span className={`inline-flex items-center gap-2 font-black text-brand-800 ${className ?? ''}`}>
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path
        d="M9 10h7.5a6 6 0 0 1 0 12H9z"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="23" cy="10" r="2.5" fill="#f59e0b" />
    </svg>
    <span className="text-xl">{label}</span>
  </span>
);

import type { SVGProps } from 'react';

/** The built-in start page: a calm gradient with a speech bubble and a start button, light enough for any text. */
export function StartDefault(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" {...props}>
      <defs>
        <linearGradient id="start-default-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e8f1ff" />
          <stop offset="1" stopColor="#d7f3ee" />
        </linearGradient>
      </defs>
      <rect width="160" height="90" fill="url(#start-default-sky)" />
      <circle cx="132" cy="14" r="26" fill="#ffffff" opacity="0.55" />
      <circle cx="22" cy="82" r="30" fill="#ffffff" opacity="0.45" />
      <rect x="52" y="22" width="56" height="32" rx="10" fill="#ffffff" />
      <path d="M68 54 l-4 9 l12 -9 z" fill="#ffffff" />
      <circle cx="68" cy="38" r="3.2" fill="#4c7cf0" />
      <circle cx="80" cy="38" r="3.2" fill="#4c7cf0" opacity="0.7" />
      <circle cx="92" cy="38" r="3.2" fill="#4c7cf0" opacity="0.4" />
      <rect x="62" y="68" width="36" height="10" rx="5" fill="#4c7cf0" />
      <path d="M77.5 70.5 l5 2.5 l-5 2.5 z" fill="#ffffff" />
    </svg>
  );
}

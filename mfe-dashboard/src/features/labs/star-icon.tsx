import styles from './lab-rating.module.css';

/** A five-pointed star, filled or outlined: decoration beside a rating that is also written out. */
export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={`${styles.icon} ${filled ? styles.filled : ''}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

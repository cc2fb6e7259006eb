// What the user menu's button shows (header.tsx's placeholder and user-menu.tsx): "Hi, CaseyN", or on a narrow
// phone a person icon, the greeting kept for screen readers, so the site's name is never cut
// (docs/decisions/046-flows-and-looks.md).
import classes from './shell.module.css';

/** The button's parts: between phone and desktop widths a long greeting ends with an ellipsis. */
export const greetingClassNames = {
  root: classes.greeting,
  inner: classes.greetingInner,
  label: classes.greetingLabel,
};

export function Greeting({ text }: { text: string }) {
  return (
    <>
      <span className={classes.greetingText}>{text}</span>
      <svg
        className={classes.greetingIcon}
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
      </svg>
    </>
  );
}

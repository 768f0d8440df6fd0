/**
 * A message's text as plain text nodes (never HTML, so markup cannot run); web addresses become
 * links that open apart from the app and pass nothing back to it.
 */
const LINK = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?؟،)\]])/gu;

export const MessageText = ({ text }: { text: string }) => {
  const parts = text.split(LINK);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all underline underline-offset-2"
            dir="ltr"
          >
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
};

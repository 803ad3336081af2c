/**
 * The message area under a form. The live region stays in the page while empty, so screen readers
 * announce a message the moment it appears.
 */
export function FormAlert({ messages }: { messages: ReadonlyArray<string | null | undefined> }) {
  const lines = messages.filter((message): message is string => Boolean(message));
  return (
    <div role="alert" className={lines.length > 0 ? 'auth-alert' : 'auth-alert-empty'}>
      {lines.map((line) => (
        <p key={line} className="auth-alert-line">
          {line}
        </p>
      ))}
    </div>
  );
}

// The Continue of a journey form (JourneyForm, PlainForm): the form's submit button, which submits it in the app.
import type { ReactElement, SyntheticEvent } from 'react';

/**
 * The button's element, called as a function inside the form's render rather than rendered as a component of its own:
 * no component more for React to render with every value typed (e2e/continue.spec.ts counts them).
 */
export function submitButton(label: string, submit: (event: SyntheticEvent) => void): ReactElement {
  return (
    <button
      type="submit"
      className="button"
      // Keep focus where it is until the click lands: leaving a field shows its error, and the layout shift would
      // otherwise move the button away from under the pointer and swallow the click.
      onMouseDown={(event) => event.preventDefault()}
      // The press submits here (`submit` cancels the click's default), and the browser's own submission of the form
      // does not follow: the full browser works through the form's fields for its autofill when a form is submitted,
      // 1.3-2.2 thread ms at 1x inside step 1's and step 2's Continue (none in chromium-headless-shell, which has no
      // autofill; issue 16). Still a submit button of the form: Enter in a field clicks it (implicit submission) and
      // assistive technology announces it as the form's. The form's own submit stays for any other submission.
      onClick={submit}
    >
      {label}
    </button>
  );
}

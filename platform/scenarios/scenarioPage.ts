// The sandbox scenario table as an HTML page a tester opens (GET /sandbox/scenarios): a table with a
// caption and column headers, in the product's own words (content/scenarios.ts). On a narrow screen each table scrolls
// sideways in a region of its own (a keyboard reaches it), not the page (WCAG 1.4.10's exception for data tables).
import { SANDBOX_SCENARIOS, type SandboxScenario, SWITCH_SCENARIOS } from '../../content/scenarios';
import { REGISTERED_ELSEWHERE } from '../auth/registration';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const FIELD_LABELS: Record<SandboxScenario['field'], string> = {
  lastName: 'Last name (first applicant)',
  postcode: 'Postcode (current address)',
};

/** The page's inline style sheet, allowed by its hash in the page's CSP (routes/scenarioRoutes.ts). */
export const SCENARIO_PAGE_CSS = `
body { font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5; color: #0b0c0c; }
table { border-collapse: collapse; width: 100%; }
.table-scroll { overflow-x: auto; margin-bottom: 1.5rem; }
.table-scroll:focus { outline: 3px solid #ffdd00; }
caption { text-align: left; font-weight: bold; font-size: 1.25rem; margin-bottom: 0.5rem; }
th, td { border: 1px solid #505a5f; padding: 0.5rem; text-align: left; vertical-align: top; }
thead th { background: #f3f2f1; }
code { font-size: 1rem; }
`;

function row(scenario: SandboxScenario): string {
  return [
    '<tr>',
    `<th scope="row"><code>${escapeHtml(scenario.value)}</code></th>`,
    `<td>${escapeHtml(FIELD_LABELS[scenario.field])}</td>`,
    `<td>${escapeHtml(scenario.outcome)}</td>`,
    `<td><code>${escapeHtml(scenario.caseState)}</code></td>`,
    `<td>${escapeHtml(scenario.notes)}</td>`,
    '</tr>',
  ].join('');
}

export function scenarioPageHtml(scenarios: readonly SandboxScenario[] = SANDBOX_SCENARIOS): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox scenarios - account opening sandbox platform</title>
<style>${SCENARIO_PAGE_CSS}</style>
</head>
<body>
<main>
<h1>Sandbox scenarios</h1>
<p>Type one of these values in an application to force the platform's decision, like a card issuer's test card numbers.
Values are matched without regard to case; postcodes also without spaces. The case is decided once the processing time has passed.
Without a magic value, an ordinary applicant with sensible income is approved with a full offer.
A few values make the platform refuse every save of the application with an error code of its own instead (their notes say which).</p>
<div class="table-scroll" role="region" aria-labelledby="scenarios-caption" tabindex="0">
<table>
<caption id="scenarios-caption">Magic values and the case state they lead to</caption>
<thead>
<tr><th scope="col">Value</th><th scope="col">Field</th><th scope="col">Outcome</th><th scope="col">Case state</th><th scope="col">Notes</th></tr>
</thead>
<tbody>
${scenarios.map(row).join('\n')}
</tbody>
</table>
</div>
<div class="table-scroll" role="region" aria-labelledby="switch-caption" tabindex="0">
<table>
<caption id="switch-caption">Switch scenarios: the old account number of a switch (POST /banks/{bank-id}/cases/cas)</caption>
<thead>
<tr><th scope="col">Old account number</th><th scope="col">Code</th><th scope="col">Outcome</th></tr>
</thead>
<tbody>
${SWITCH_SCENARIOS.map(
  (scenario) =>
    `<tr><th scope="row"><code>${escapeHtml(scenario.oldAccountNumber)}</code></th><td><code>${escapeHtml(scenario.code)}</code></td><td>${escapeHtml(scenario.outcome)}</td></tr>`,
).join('\n')}
</tbody>
</table>
</div>
<p>Besides them, a switch date on a weekend or an England and Wales bank holiday answers 345, one under 7 working days away (8 from 10:00 UK time) 346, and a second switch of an old account whose switch is in progress 348.</p>
<h2>Offer calls that fail on purpose</h2>
<p><code>POST /sandbox/cases/{case-id}/offer-unauthorised</code> with <code>{ "times": n }</code>: the next <em>n</em> reads of the case's offers answer 401.</p>
<p><code>POST /sandbox/cases/{case-id}/unknown-task</code> with <code>{ "task": "somethingnew", "times": n }</code>: the case's next <em>n</em> polls answer a task the app does not know (a case state a bank added), then the case's own state again.</p>
<h2>A customer registered elsewhere</h2>
<p><code>POST /sandbox/cases/{case-id}/registered-elsewhere</code>, once the case's accounts are open: its new customer registers for internet and telephone banking somewhere else, with the password <code>${escapeHtml(REGISTERED_ELSEWHERE.password)}</code>, the answers ${REGISTERED_ELSEWHERE.answers.map((item) => `<code>${escapeHtml(item.answer)}</code>`).join(', ')} and the PIN <code>${escapeHtml(REGISTERED_ELSEWHERE.pin)}</code>. The app's registration then finds them registered, or, its form already open, is refused with 409 <code>credentials_exist</code>.</p>
</main>
</body>
</html>
`;
}

// Call validation (3D) for the security route (doc 1 §4 "Call validation (3D)", doc 2 §3.5: questions
// with id, question and answers (id, answer); an answer is sent as question_id plus answer). Sandbox rule:
// the questions are about the case's own first applicant, so the right answers are what they entered:
//   Q1 the first line of their current address, Q2 their year of birth, Q3 their employer
//   ("None of these" when the enquiry has no such detail).
// PASS needs every question answered right; anything else is FAIL. One submit per challenge. The sandbox scenario
// Noquestions (content/scenarios.ts) has no question to ask: an empty list, and no challenge waits for answers.
import { randomInt } from 'node:crypto';
import type { CaseRecord } from '../cases/caseRecord';
import type { Db } from '../db/db';
import { scenarioOf } from '../decision/decisionEngine';
import { ApiError } from '../http/apiError';

export const NONE_OF_THESE = 'None of these';

interface StoredQuestion {
  id: string;
  question: string;
  answers: { id: string; answer: string }[];
  rightAnswerId: string;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(0, index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function question(id: string, text: string, right: string | undefined, decoys: string[]): StoredQuestion {
  const rightText = right?.trim() || NONE_OF_THESE;
  const options = shuffled([rightText, ...decoys.filter((decoy) => decoy !== rightText).slice(0, 3)]);
  if (rightText !== NONE_OF_THESE) options.push(NONE_OF_THESE);
  const answers = options.map((answer, index) => ({ id: `${id}-A${index + 1}`, answer }));
  const rightAnswerId = answers.find((answer) => answer.answer === rightText)?.id ?? '';
  return { id, question: text, answers, rightAnswerId };
}

function questionsFor(record: CaseRecord): StoredQuestion[] {
  const applicant = record.enquiry.applicants[0];
  const address = applicant?.personal_details?.addresses?.[0]?.uk_address;
  const firstLine = address
    ? [address.house_number ?? address.house_name, address.street_name].filter(Boolean).join(' ')
    : undefined;
  const year = applicant?.personal_details?.dob?.slice(0, 4);
  const employer = applicant?.employment_details?.[0]?.employer_name;
  const yearDecoys = year ? [-3, -1, 2, 4].map((offset) => String(Number(year) + offset)) : ['1961', '1977', '1989'];
  return [
    question('Q1', 'Which of these is the first line of an address you have lived at?', firstLine, [
      '12 Cobbler Lane',
      '8 Heron Quay',
      '31 Ashdown Road',
    ]),
    question('Q2', 'In which year were you born?', year, yearDecoys),
    question('Q3', 'Which of these companies do you work for?', employer, [
      'Northwind Lamps Ltd',
      'Harbourside Tiles Ltd',
      'Quarry Lane Bakery',
    ]),
  ];
}

/**
 * PUT .../tasks/verify/actions/challenge: new questions for the case (replacing unanswered ones). `scenarios`: whether
 * the sandbox scenarios act (Noquestions: none to ask); a production platform always asks.
 */
export async function startCallValidation(db: Db, record: CaseRecord, now: Date, scenarios: boolean) {
  if (scenarios && scenarioOf(record.enquiry)?.force.kind === 'noSecurityQuestions') return [];
  const questions = questionsFor(record);
  await db.query(
    `INSERT INTO call_validations (case_id, questions, created_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (case_id) DO UPDATE SET questions = EXCLUDED.questions, created_at = EXCLUDED.created_at,
       submitted_at = NULL, result = NULL`,
    [record.id, JSON.stringify(questions), now.toISOString()],
  );
  return questions.map(({ id, question: text, answers }) => ({ id, question: text, answers }));
}

/** PUT .../tasks/verify/actions/submit: PASS or FAIL; 409 when no challenge is waiting for answers. */
export async function submitCallValidation(
  db: Db,
  record: CaseRecord,
  challenges: readonly { question_id: string; answer: string }[],
  now: Date,
): Promise<'PASS' | 'FAIL'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ questions: StoredQuestion[] }>(
      'SELECT questions FROM call_validations WHERE case_id = $1 AND submitted_at IS NULL FOR UPDATE',
      [record.id],
    );
    if (!row) {
      throw new ApiError(409, 'call_validation_not_started', 'Ask for the security questions first');
    }
    const given = new Map(challenges.map((challenge) => [challenge.question_id, challenge.answer]));
    const result = row.questions.every((stored) => given.get(stored.id) === stored.rightAnswerId) ? 'PASS' : 'FAIL';
    await tx.query('UPDATE call_validations SET submitted_at = $2, result = $3 WHERE case_id = $1', [
      record.id,
      now.toISOString(),
      result,
    ]);
    return result;
  });
}

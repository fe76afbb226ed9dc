// The one-buffer Bind, Describe, Execute and Sync (bindMessage.ts) say what pg-protocol's serializer says: the same
// statement, values and NULLs, every parameter and result in text, and the same three messages after it. The
// named statements' test (namedStatements.test.ts) runs them on PGlite.
import { protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { bindDescribeExecuteSync } from './bindMessage';

const { serialize } = protocol;

/** A Bind message read back: its portal, statement, format codes (each given or, none given, all text), values. */
function readBind(message: Uint8Array) {
  const buffer = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  expect(String.fromCharCode(buffer[0] as number)).toBe('B');
  const length = buffer.readInt32BE(1);
  let at = 5;
  const cstring = () => {
    const end = buffer.indexOf(0, at);
    const text = buffer.toString('utf8', at, end);
    at = end + 1;
    return text;
  };
  const int16s = () => {
    const count = buffer.readInt16BE(at);
    at += 2;
    return Array.from({ length: count }, (_, index) => buffer.readInt16BE(at + 2 * index)).map((code) => {
      at += 2;
      return code;
    });
  };
  const portal = cstring();
  const statement = cstring();
  const formats = int16s();
  const count = buffer.readInt16BE(at);
  at += 2;
  const values: (string | null)[] = [];
  for (let index = 0; index < count; index += 1) {
    const size = buffer.readInt32BE(at);
    at += 4;
    values.push(size < 0 ? null : buffer.toString('utf8', at, at + size));
    at += Math.max(size, 0);
  }
  const resultFormats = int16s();
  expect(at).toBe(1 + length);
  const text = (codes: number[]) => codes.every((code) => code === 0);
  return { portal, statement, text: text(formats) && text(resultFormats), values, rest: buffer.subarray(at) };
}

describe('bindDescribeExecuteSync (issue 16)', () => {
  it("says what pg-protocol's four messages say, for any text and NULL", () => {
    const cases: [string, (string | null)[]][] = [
      ['autosave_ntb_signed0', ['CS12345678', null, '', 'zażółć 😀 \u00a0', JSON.stringify({ a: 'é'.repeat(900) })]],
      ['poll', []],
      ['named_ü', ['x'.repeat(5000), null]],
    ];
    for (const [statement, values] of cases) {
      const ours = readBind(bindDescribeExecuteSync(statement, values));
      const theirs = readBind(
        Buffer.concat([
          serialize.bind({ statement, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      expect(ours).toEqual({ portal: '', statement, text: true, values, rest: theirs.rest });
      expect(theirs).toMatchObject({ portal: '', statement, text: true, values });
    }
  });
});

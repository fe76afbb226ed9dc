// The messages of one call of a prepared statement on PGlite (pgliteDb.ts namedStatements), written into one buffer
// (issue 16). pg-protocol's serializer, which PGlite exports, writes each message through a Writer that starts at 256
// bytes and grows by new ArrayBuffers, copies each out, and the four were then copied into one: an autosave's Bind
// (its enquiry, 1-2 KB, among 13 parameters) took several allocations and copies, 10-20 µs of a save's main thread in
// PGlite's JS side (bench/results/2026-12-01-toast.md). Here: the size worked out first, one buffer from Node's pool,
// each string written into it once.

/**
 * Bind (portal "", `statement`, every parameter and result in text), Describe of the portal, Execute (every row) and
 * Sync, as PostgreSQL's extended query protocol has them (v3, "Message Formats"). A value null is SQL NULL.
 */
export function bindDescribeExecuteSync(statement: string, values: readonly (string | null)[]): Uint8Array {
  const nameBytes = Buffer.byteLength(statement, 'utf8');
  const lengths = values.map((value) => (value === null ? -1 : Buffer.byteLength(value, 'utf8')));
  // Bind's body: portal "" (1), statement name and its NUL, no format codes (2: all text), the count (2), each value's
  // length (4) and bytes, no result format codes (2: all text).
  let bind = 4 + 1 + nameBytes + 1 + 2 + 2 + 2;
  for (const length of lengths) bind += 4 + Math.max(length, 0);
  const describe = 4 + 1 + 1; // length, 'P', portal ""
  const execute = 4 + 1 + 4; // length, portal "", no row limit
  const sync = 4;
  const message = Buffer.allocUnsafe(1 + bind + 1 + describe + 1 + execute + 1 + sync);
  let at = 0;
  message[at++] = 0x42; // 'B'
  message.writeInt32BE(bind, at);
  at += 4;
  message[at++] = 0; // portal ""
  at += message.write(statement, at, 'utf8');
  message[at++] = 0;
  message.writeInt16BE(0, at);
  at += 2;
  message.writeInt16BE(values.length, at);
  at += 2;
  values.forEach((value, index) => {
    const length = lengths[index] as number;
    message.writeInt32BE(length, at);
    at += 4;
    if (value !== null && length > 0) at += message.write(value, at, 'utf8');
  });
  message.writeInt16BE(0, at);
  at += 2;
  message[at++] = 0x44; // 'D'
  message.writeInt32BE(describe, at);
  at += 4;
  message[at++] = 0x50; // 'P'
  message[at++] = 0;
  message[at++] = 0x45; // 'E'
  message.writeInt32BE(execute, at);
  at += 4;
  message[at++] = 0;
  message.writeInt32BE(0, at);
  at += 4;
  message[at++] = 0x53; // 'S'
  message.writeInt32BE(sync, at);
  at += 4;
  if (at !== message.length) throw new Error(`bindDescribeExecuteSync wrote ${at} of ${message.length} bytes`);
  return message;
}

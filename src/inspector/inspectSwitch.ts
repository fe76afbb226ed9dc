// The inspect switch of an applicant's tab (issue 14): `?inspect=1` AND the `inspector` feature flag of
// /config.json. The actor needs its inspection observer when it is created, before the configuration is loaded,
// so this small observer buffers the inspection events; once the chart has its configuration it either loads the
// streaming code (src/inspector/liveInspect.ts, a separate chunk) and hands it the buffer, or drops the buffer and
// stays silent for good. Without the parameter nothing is installed at all.
import type { InspectionEvent, Observer } from 'xstate';
import { INSPECT_PARAM } from './protocol';

const MAX_BUFFERED = 1000;

export interface InspectSwitch {
  observer: Observer<InspectionEvent>;
  /** Called with the configuration's flag once known: streams (true) or stops for good (false). */
  decide(enabled: boolean): void;
}

export function inspectSwitch(search: string): InspectSwitch | undefined {
  if (new URLSearchParams(search).get(INSPECT_PARAM) !== '1') return undefined;
  let buffer: InspectionEvent[] | undefined = [];
  let forward: ((event: InspectionEvent) => void) | undefined;
  let decided = false;
  return {
    observer: {
      next: (event) => {
        if (forward) forward(event);
        else if (buffer && buffer.length < MAX_BUFFERED) buffer.push(event);
      },
    },
    decide: (enabled) => {
      if (decided) return;
      decided = true;
      if (!enabled) {
        buffer = undefined;
        return;
      }
      void import('./liveInspect').then(({ startLiveInspection }) => {
        const send = startLiveInspection();
        for (const event of buffer ?? []) send(event);
        buffer = undefined;
        forward = send;
      });
    },
  };
}

// What renders the next step ahead (src/screenAhead.tsx), filled in when a step that has one loads (issue 16): the
// start page carries this holder only, not the module nor an import of it.
import type { ComponentType, RefObject } from 'react';

export interface ScreenSlotProps {
  name: string;
  shown: boolean;
  /** The step the chart just left: out of the layout until it is unmounted, after the next screen's paint. */
  leaving?: boolean;
  /** Where the screen's element goes when shown. */
  host: RefObject<HTMLDivElement>;
}

export const screenAhead: {
  ScreenSlot?: ComponentType<ScreenSlotProps>;
  /** Calls `render` with the screen to render ahead of `screen`, when it can be; returns the cancel. */
  prepareAhead?: (screen: string, render: (next: string) => void) => () => void;
} = {};

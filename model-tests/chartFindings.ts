// What the generated paths showed about the chart itself: transitions no event sequence can take. The coverage
// report names the reason next to each; journey.test.ts fails when this list and the chart drift apart.

export const UNREACHABLE_TRANSITIONS: Record<string, string> = {};

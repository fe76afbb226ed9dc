// Sandbox mode (issue 10; platform/README.md "Sandbox mode"): everything the sandbox serves that a bank's
// production platform would not — the outboxes of texted passcodes and posted letter codes, the forced-fault
// switches, the scenario page (magic values and seeded behaviour) and the stand-in login and registration app
// (a real bank has its own at config `loginAndRegistrationAppUrl`, doc 1 "Authentication page"). All of it is
// registered here, and only here, so `buildPlatform({ sandbox: false })` serves none of it.
import type { FastifyPluginAsync } from 'fastify';
import type { LifecycleContext } from '../cases/caseStore';
import type { Db } from '../db/db';
import type { FaultSwitch } from '../faults/faultSwitch';
import { unknownTaskRoutes } from '../scenarios/unknownTask';
import { sandboxEventRoutes } from './eventRoutes';
import { handOffPages } from './handOffPages';
import { loginAppRoutes } from './loginAppRoutes';
import { sandboxControlRoutes } from './sandboxControlRoutes';
import { scenarioRoutes } from './scenarioRoutes';

export interface SandboxRoutesOptions {
  db: Db;
  now: () => Date;
  lifecycle: LifecycleContext;
  /** The fault switch whose check app.ts put on the bank's routes (faults/faultSwitch.ts). */
  faults: FaultSwitch;
}

/** Every sandbox route lives under one of these; a production platform has no route under them. */
export const SANDBOX_PREFIXES = ['/sandbox/', '/login-app/'] as const;

export function isSandboxPath(url: string): boolean {
  return SANDBOX_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
}

export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, { db, now, lifecycle, faults }) => {
  // A route added here outside the prefixes would escape the production check (platform/sandboxMode.test.ts).
  app.addHook('onRoute', (route) => {
    if (!isSandboxPath(route.url)) {
      throw new Error(`Sandbox route ${route.method} ${route.url} must live under ${SANDBOX_PREFIXES.join(' or ')}`);
    }
  });
  await app.register(scenarioRoutes);
  await app.register(sandboxControlRoutes, { db, now, lifecycle, faults });
  await app.register(loginAppRoutes, { db, now });
  // The registration app's and the transfer app's stand-ins (doc 1 "Registration", "Return from another service").
  await app.register(handOffPages);
  // The analytics events a bank stored (issue 15; platform/README.md "Analytics events").
  await app.register(sandboxEventRoutes, { db });
  // A poll answering a task the app does not know (scenarios/unknownTask.ts).
  await app.register(unknownTaskRoutes, { db });
};

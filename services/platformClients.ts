// The platform's call modules and the work of the chart's later actors (services/laterActors.ts, with the payload
// mapping), loaded with the first call that needs them rather than with
// the start page (issue 16): services/actors.ts imports this module only with import().
import { createPlatformApi } from './api';
import { createAuthApi } from './authApi';
import { createHttp, type HttpOptions } from './http';
import { createJointApi } from './jointApi';
import { createRegistrationApi } from './registrationApi';

export { createLaterActors } from './laterActors';

/** The platform calls on one axios client (services/http.ts) at the API base `/config.json` names. */
export function createPlatformClients(httpOptions: HttpOptions, deps: { eventsUrl?: string }) {
  const http = createHttp(httpOptions);
  return {
    api: createPlatformApi(http, deps),
    auth: createAuthApi(http),
    registration: createRegistrationApi(http),
    joint: createJointApi(http),
  };
}

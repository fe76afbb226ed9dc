// The platform's call modules and the payload mapping, loaded with the first call that needs them rather than with
// the start page (issue 16): services/actors.ts imports this module only with import().
import { createPlatformApi } from './api';
import { createAuthApi } from './authApi';
import { createHttp, type HttpOptions } from './http';
import { createJointApi } from './jointApi';
import { createRegistrationApi } from './registrationApi';

export { marketingPreferencesLoadable } from '../content/fields/customerRecords';
export { fromEnquiry, toEnquiry } from '../contract/mapping';
export { switchPayload } from '../contract/switchMapping';
export { fromDipCase } from './dipCase';

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

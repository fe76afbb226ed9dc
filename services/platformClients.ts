// The platform's call modules and the payload mapping, loaded with the first call that needs them rather than with
// the start page (issue 16): services/actors.ts imports this module only with import().
import type { AxiosInstance } from 'axios';
import { createPlatformApi } from './api';
import { createAuthApi } from './authApi';
import { createJointApi } from './jointApi';
import { createRegistrationApi } from './registrationApi';

export { fromEnquiry, toEnquiry } from '../contract/mapping';
export { switchPayload } from '../contract/switchMapping';
export { fromDipCase } from './dipCase';

export function createPlatformClients(http: AxiosInstance, deps: { eventsUrl?: string }) {
  return {
    api: createPlatformApi(http, deps),
    auth: createAuthApi(http),
    registration: createRegistrationApi(http),
    joint: createJointApi(http),
  };
}

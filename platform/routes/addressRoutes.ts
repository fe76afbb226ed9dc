// Postcode lookup (doc 1 §7 "Reference and documents"): search by postcode, optionally with a
// house number or name, then the full address by its reference.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/db';
import { ApiError, ERROR_CODES } from '../http/apiError';
import { AddressRefParams, PostcodeSearchParams } from '../http/routeParams';
import { findAddress, searchAddresses } from '../reference/addressStore';

export interface AddressRoutesOptions {
  db: Db;
}

export const addressRoutes: FastifyPluginAsync<AddressRoutesOptions> = async (app, { db }) => {
  const search = { schema: { params: PostcodeSearchParams } };
  app.get<{ Params: PostcodeSearchParams }>('/ref/address/search/:postcode', search, async (request) =>
    searchAddresses(db, request.params.postcode),
  );
  app.get<{ Params: PostcodeSearchParams }>('/ref/address/search/:postcode/:houseNumber', search, async (request) =>
    searchAddresses(db, request.params.postcode, request.params.houseNumber),
  );

  app.get<{ Params: AddressRefParams }>(
    '/ref/address/:addressRef',
    { schema: { params: AddressRefParams } },
    async (request) => {
      const address = await findAddress(db, request.params.addressRef);
      if (!address) throw new ApiError(404, ERROR_CODES.addressNotFound, 'There is no address with this reference');
      return address;
    },
  );
};

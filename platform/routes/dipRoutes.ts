// The decision-in-principle case (doc 1 §7 `GET /banks/{bank_id}/cases/dip/{uuid}/retrievecase`), read from the
// sandbox's seeded cases (content/dipCases.ts). A uuid that is not one answers 400; an unknown case 404.
import type { FastifyPluginAsync } from 'fastify';
import { object } from 'superstruct';
import { findDipCase } from '../../content/dipCases';
import { ApiBankId, type DipCaseResponse, DipCaseUuid } from '../../contract/schemas';
import { ApiError, ERROR_CODES } from '../http/apiError';

const DipCaseParams = object({ bankId: ApiBankId, uuid: DipCaseUuid });
interface DipCaseParams {
  bankId: ApiBankId;
  uuid: string;
}

export const dipRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: DipCaseParams }>(
    '/banks/:bankId/cases/dip/:uuid/retrievecase',
    { schema: { params: DipCaseParams } },
    async (request, reply) => {
      const found = findDipCase(request.params.bankId, request.params.uuid);
      if (!found) throw new ApiError(404, ERROR_CODES.caseNotFound, 'There is no decision in principle with this id');
      const { bankId: _bank, ...dip } = found;
      const body: DipCaseResponse = dip;
      return reply.header('cache-control', 'no-store').send(body);
    },
  );
};

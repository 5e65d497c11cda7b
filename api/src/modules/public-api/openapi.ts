import {
  type apiKeyScopes,
  assessmentCreatedSchema,
  assessmentResponseInputSchema,
  publicEquipmentSchema,
  publicPreviewSchema,
  publicQuoteCreatedSchema,
  publicQuoteInputSchema,
  publicQuotePreviewSchema,
  questionSchema,
} from '@ppp/domain';
import { z } from 'zod';

// GET /api/public/docs (D9): the OpenAPI 3.1 document, generated from the very zod schemas that
// validate the requests, so the document and the server cannot disagree.

const json = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io }) as Record<string, unknown>;

const errorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
};

const refusals = {
  '400': { description: 'Nieprawidłowe dane (pola i komunikaty w `errors`)' },
  '401': { description: 'Nieprawidłowy lub nieaktywny klucz API' },
  '403': { description: 'Niedozwolone źródło żądania lub brak uprawnienia klucza' },
  '429': { description: 'Zbyt wiele żądań; nagłówek Retry-After podaje, po ilu sekundach ponowić' },
};

const withErrors = (responses: Record<string, { description: string }>) =>
  Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      { ...response, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );

interface Endpoint {
  method: 'get' | 'post';
  path: string;
  summary: string;
  scope: (typeof apiKeyScopes)[number];
  request?: z.ZodType;
  response: z.ZodType;
  status: '200' | '201';
  idempotent?: boolean;
}

/** Every public endpoint with its scope, request and answer (D16). */
const publicEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/public/equipment',
    summary: 'Aktywny sprzęt: kategoria, cena bazowa za dobę, dostępność',
    scope: 'quotes:create',
    response: z.array(publicEquipmentSchema),
    status: '200',
  },
  {
    method: 'post',
    path: '/api/public/quotes/preview',
    summary: 'Wycena bez zapisu: netto, VAT i brutto liczone przez serwer',
    scope: 'quotes:create',
    request: publicQuotePreviewSchema,
    response: publicPreviewSchema,
    status: '200',
  },
  {
    method: 'post',
    path: '/api/public/quotes',
    summary: 'Utworzenie wyceny gościnnej (status: wersja robocza, źródło: nazwa klucza)',
    scope: 'quotes:create',
    request: publicQuoteInputSchema,
    response: publicQuoteCreatedSchema,
    status: '201',
    idempotent: true,
  },
  {
    method: 'get',
    path: '/api/public/needs-assessment/questions',
    summary: 'Aktywne pytania badania potrzeb',
    scope: 'assessments:create',
    response: z.array(questionSchema),
    status: '200',
  },
  {
    method: 'post',
    path: '/api/public/needs-assessment',
    summary: 'Zapis badania potrzeb',
    scope: 'assessments:create',
    request: assessmentResponseInputSchema,
    response: assessmentCreatedSchema,
    status: '201',
    idempotent: true,
  },
];

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of publicEndpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method] = {
      summary: endpoint.summary,
      description: `Uprawnienie klucza: \`${endpoint.scope}\` (lub \`*\`).`,
      security: [{ apiKeyHeader: [] }, { bearer: [] }],
      'x-scope': endpoint.scope,
      ...(endpoint.idempotent && {
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              'Ponowienie z tym samym kluczem w ciągu 24 h zwraca pierwszą odpowiedź i niczego nie tworzy.',
            schema: { type: 'string', minLength: 1, maxLength: 100 },
          },
        ],
      }),
      ...(endpoint.request && {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: json(endpoint.request, 'input') } },
        },
      }),
      responses: {
        [endpoint.status]: {
          description: 'OK',
          content: { 'application/json': { schema: json(endpoint.response, 'output') } },
        },
        ...withErrors(refusals),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PPP :: Program / system wycen — publiczne API',
      version: '1.0.0',
      description:
        'API dla stron partnerów: sprzęt, wyceny gościnne i badania potrzeb. Klucz w nagłówku `X-API-Key` lub `Authorization: Bearer`. Limit żądań na minutę zależy od klucza.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}

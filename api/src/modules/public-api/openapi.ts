import {
  type apiKeyScopes,
  assessmentCreatedSchema,
  PUBLIC_BODY_LIMIT,
  type PublicErrorCode,
  publicAssessmentInputSchema,
  publicEquipmentSchema,
  publicErrorSchema,
  publicPreviewSchema,
  publicQuoteCreatedSchema,
  publicQuoteInputSchema,
  publicQuotePreviewSchema,
  questionSchema,
} from '@ppp/domain';
import { z } from 'zod';

// GET /api/public/v1/docs (D9, D24): the OpenAPI 3.1 document, generated from the very zod schemas
// that validate the requests, so the document and the server cannot disagree. Every status the
// server gives an operation is here with its body and headers; the contract test checks each real
// answer of the API tests against it.

type JsonSchema = Record<string, unknown>;

/** Drops `$schema` at every depth: a schema inside an OpenAPI document must not name its dialect. */
function withoutDialect(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDialect);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$schema')
      .map(([key, inner]) => [key, withoutDialect(inner)]),
  );
}

/** D24: a request object takes no field beyond its schema's (records keep their open keys). */
function closedObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closedObjects);
  if (typeof value !== 'object' || value === null) return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'anyOf' || key === 'oneOf' ? inner : closedObjects(inner),
    ]),
  ) as JsonSchema;
  if (schema.type === 'object' && schema.properties && schema.additionalProperties === undefined) {
    schema.additionalProperties = false;
  }
  return schema;
}

const json = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const generated = withoutDialect(
    z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io }),
  );
  return (io === 'input' ? closedObjects(generated) : generated) as JsonSchema;
};

/** The refusals by status, each with the codes it may carry (D24). */
const refusals: Record<string, { description: string; codes: PublicErrorCode[]; headers?: string[] }> = {
  '400': {
    description:
      'Nieprawidłowe dane: `validation_failed` (komunikaty pól w `errors`, klucze jak `items.0.quantity`) albo `unknown_field` (pole spoza schematu: „Nieznane pole: {ścieżka}”)',
    codes: ['validation_failed', 'unknown_field'],
  },
  '401': { description: 'Nieprawidłowy lub nieaktywny klucz API', codes: ['invalid_api_key'] },
  '403': {
    description: 'Niedozwolone źródło żądania (`Origin` spoza listy klucza) lub brak uprawnienia klucza',
    codes: ['origin_not_allowed', 'missing_scope'],
  },
  '404': {
    description:
      'Nie znaleziono: ścieżka lub metoda, której API nie obsługuje (np. wersja, której serwer nie zna)',
    codes: ['not_found'],
  },
  '409': {
    description: 'Żądanie z tym kluczem idempotencji jest w toku',
    codes: ['idempotency_in_progress', 'conflict'],
  },
  '413': {
    description: `Treść żądania większa niż ${PUBLIC_BODY_LIMIT} bajtów`,
    codes: ['payload_too_large'],
  },
  '422': {
    description: 'Klucz idempotencji użyty z inną treścią żądania',
    codes: ['idempotency_key_reused'],
  },
  '429': {
    description:
      'Zbyt wiele żądań na minutę (`rate_limited`) albo wyczerpany dzienny limit zgłoszeń klucza (`daily_limit_reached`); `Retry-After` podaje, po ilu sekundach ponowić',
    codes: ['rate_limited', 'daily_limit_reached'],
    headers: ['Retry-After'],
  },
};

const errorSchema = json(publicErrorSchema, 'output');
const errorSchemaFor = (codes: PublicErrorCode[]): JsonSchema => ({
  ...errorSchema,
  properties: {
    ...(errorSchema.properties as JsonSchema),
    code: { type: 'string', enum: codes },
  },
});

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });
const headers = {
  'Retry-After': {
    description: 'Po ilu sekundach ponowić żądanie',
    schema: { type: 'integer', minimum: 1 },
  },
  'Idempotent-Replayed': {
    description: '`true`, gdy to odpowiedź zapamiętana dla powtórzonego klucza idempotencji',
    schema: { type: 'string', enum: ['true'] },
  },
  'RateLimit-Limit': {
    description: 'Limit żądań klucza na minutę',
    schema: { type: 'integer', minimum: 1 },
  },
  'RateLimit-Remaining': {
    description: 'Ile żądań zostało w bieżącym oknie 60 sekund',
    schema: { type: 'integer', minimum: 0 },
  },
};
const rateHeaders = {
  'RateLimit-Limit': headerRef('RateLimit-Limit'),
  'RateLimit-Remaining': headerRef('RateLimit-Remaining'),
};

interface Endpoint {
  method: 'get' | 'post';
  path: string;
  operationId: string;
  tag: 'Sprzęt' | 'Wyceny' | 'Badania potrzeb';
  summary: string;
  scope: (typeof apiKeyScopes)[number];
  request?: z.ZodType;
  response: z.ZodType;
  status: '200' | '201';
  /** Creates an enquiry: idempotent (409, 422) and counted toward the key's daily limit. */
  creates?: boolean;
}

/** Every public endpoint with its scope, request and answer (D16). */
const publicEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/equipment',
    operationId: 'listEquipment',
    tag: 'Sprzęt',
    summary: 'Aktywny sprzęt: kategoria, cena bazowa za dobę, dostępność',
    scope: 'quotes:create',
    response: z.array(publicEquipmentSchema),
    status: '200',
  },
  {
    method: 'post',
    path: '/quotes/preview',
    operationId: 'previewQuote',
    tag: 'Wyceny',
    summary: 'Wycena bez zapisu: netto, VAT i brutto liczone przez serwer',
    scope: 'quotes:create',
    request: publicQuotePreviewSchema,
    response: publicPreviewSchema,
    status: '200',
  },
  {
    method: 'post',
    path: '/quotes',
    operationId: 'createQuote',
    tag: 'Wyceny',
    summary: 'Utworzenie wyceny gościnnej (status: wersja robocza, źródło: nazwa klucza)',
    scope: 'quotes:create',
    request: publicQuoteInputSchema,
    response: publicQuoteCreatedSchema,
    status: '201',
    creates: true,
  },
  {
    method: 'get',
    path: '/needs-assessment/questions',
    operationId: 'listAssessmentQuestions',
    tag: 'Badania potrzeb',
    summary: 'Aktywne pytania badania potrzeb',
    scope: 'assessments:create',
    response: z.array(questionSchema),
    status: '200',
  },
  {
    method: 'post',
    path: '/needs-assessment',
    operationId: 'createAssessment',
    tag: 'Badania potrzeb',
    summary: 'Zapis badania potrzeb',
    scope: 'assessments:create',
    request: publicAssessmentInputSchema,
    response: assessmentCreatedSchema,
    status: '201',
    creates: true,
  },
];

/**
 * The statuses of an endpoint's refusals: what its checks, body and idempotency can answer, and the
 * 404 of a path or method not served (a client built for a version the server does not know).
 */
function refusalsOf(endpoint: Endpoint): string[] {
  return [
    ...(endpoint.request ? ['400'] : []),
    '401',
    '403',
    '404',
    ...(endpoint.creates ? ['409'] : []),
    ...(endpoint.request ? ['413'] : []),
    ...(endpoint.creates ? ['422'] : []),
    '429',
  ];
}

const refusalResponse = (status: string) => ({
  description: refusals[status].description,
  headers: {
    ...(status === '401' ? {} : rateHeaders),
    ...Object.fromEntries((refusals[status].headers ?? []).map((name) => [name, headerRef(name)])),
  },
  content: { 'application/json': { schema: { $ref: `#/components/schemas/Error${status}` } } },
});

function operationOf(endpoint: Endpoint) {
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: `Uprawnienie klucza: \`${endpoint.scope}\` (lub \`*\`).${
      endpoint.creates
        ? ' Zgłoszenie liczy się do dziennego limitu klucza (doba w strefie Europe/Warsaw).'
        : ''
    }`,
    security: [{ apiKeyHeader: [] }, { bearer: [] }],
    'x-scope': endpoint.scope,
    ...(endpoint.creates && {
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Ponowienie z tym samym kluczem i tą samą treścią (kolejność pól bez znaczenia) w ciągu 24 h zwraca pierwszą odpowiedź i niczego nie tworzy. Odmowa (4xx) nie jest zapamiętywana.',
          schema: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' },
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
        headers: {
          ...rateHeaders,
          ...(endpoint.creates && { 'Idempotent-Replayed': headerRef('Idempotent-Replayed') }),
        },
        content: { 'application/json': { schema: json(endpoint.response, 'output') } },
      },
      ...Object.fromEntries(refusalsOf(endpoint).map((status) => [status, refusalResponse(status)])),
    },
  };
}

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of publicEndpoints) {
    const path = `/api/public/v1${endpoint.path}`;
    paths[path] ??= {};
    paths[path][endpoint.method] = operationOf(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PPP :: Program / system wycen — publiczne API',
      version: '1.0.0',
      description: [
        'API dla stron partnerów: sprzęt, wyceny gościnne i badania potrzeb. Klucz w nagłówku `X-API-Key` lub `Authorization: Bearer`.',
        'Wersja 1 pod `/api/public/v1/`; ścieżki bez wersji działają tak samo, z nagłówkami `Deprecation` i `Link` (rel="successor-version").',
        `Limity: żądania na minutę i zgłoszenia na dobę według klucza (nagłówki \`RateLimit-Limit\`, \`RateLimit-Remaining\`), treść do ${PUBLIC_BODY_LIMIT} bajtów.`,
        'Każda odmowa ma postać `{code, message, errors?}`.',
      ].join('\n\n'),
      contact: { name: 'PPP — integracje partnerów', url: `${serverUrl}/partners` },
      license: { name: 'Na warunkach umowy partnerskiej', url: `${serverUrl}/partners` },
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'Sprzęt', description: 'Katalog sprzętu do wyceny' },
      { name: 'Wyceny', description: 'Wyceny gościnne' },
      { name: 'Badania potrzeb', description: 'Pytania i zapis badań potrzeb' },
    ],
    security: [{ apiKeyHeader: [] }, { bearer: [] }],
    components: {
      securitySchemes: {
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      headers,
      schemas: {
        ...Object.fromEntries(
          Object.entries(refusals).map(([status, { codes }]) => [`Error${status}`, errorSchemaFor(codes)]),
        ),
      },
    },
    paths,
  };
}

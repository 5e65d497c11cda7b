import Router from '@koa/router';
import {
  assessmentCategoryInputSchema,
  assessmentListQuerySchema,
  assessmentResponseInputSchema,
  exportFormats,
  questionInputSchema,
  questionPatchSchemaOf,
  text,
} from '@ppp/domain';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { requireCapability, withUser } from '../../http/guard.ts';
import { parse, parseBody, parseId } from '../../http/validate.ts';
import { answerPrintPage } from '../../print/answer.ts';
import { renderAssessmentPrint } from '../../print/assessment.ts';
import { answerExport } from '../exports/answer.ts';
import { assessmentListExport } from '../exports/assessment-export.ts';
import * as questions from './questions-service.ts';
import * as responses from './responses-service.ts';

const categoryNameParam = z.object({ name: text().trim().min(1).max(200) });

/** Needs assessments (spec-2 §7, D12): the questionnaire, its categories and the saved responses. */
export function assessmentsRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api/needs-assessment' });
  const questionnaireAdmin = requireCapability('admin:assessment');

  router.get('/questions', requireCapability('approved'), async (ctx) => {
    ctx.body = await questions.listQuestions(ctx.state.em);
  });
  router.post('/questions', questionnaireAdmin, async (ctx) => {
    const fields = parseBody(ctx, questionInputSchema);
    ctx.status = 201;
    ctx.body = await questions.createQuestion(ctx.state.em, fields);
  });
  router.patch('/questions/:id', questionnaireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const patch = parseBody(ctx, questionPatchSchemaOf(ctx.request.body));
    ctx.body = await questions.updateQuestion(ctx.state.em, id, patch);
  });
  router.delete('/questions/:id', questionnaireAdmin, async (ctx) => {
    await questions.deleteQuestion(ctx.state.em, parseId(ctx.params.id));
    ctx.status = 204;
  });
  router.post('/categories', questionnaireAdmin, async (ctx) => {
    const fields = parseBody(ctx, assessmentCategoryInputSchema);
    ctx.status = 201;
    ctx.body = await questions.createCategory(ctx.state.em, fields);
  });
  router.delete('/categories/:name', questionnaireAdmin, async (ctx) => {
    const { name } = parse(categoryNameParam, ctx.params);
    await questions.deleteCategory(ctx.state.em, name);
    ctx.status = 204;
  });

  router.get('/responses', requireCapability('assessments:view'), async (ctx) => {
    ctx.body = await responses.listResponses(ctx.state.em, parse(assessmentListQuerySchema, ctx.query));
  });
  router.post(
    '/responses',
    requireCapability('assessments:run'),
    withUser(async (ctx: AppContext, user) => {
      const fields = parseBody(ctx, assessmentResponseInputSchema);
      ctx.status = 201;
      ctx.body = await responses.createResponse(ctx.state.em, fields, { userId: user.id, source: null });
    }),
  );
  // D26: the list as CSV or XLSX with its filters, mounted before `/responses/:id`.
  for (const format of exportFormats) {
    router.get(`/responses/export.${format}`, requireCapability('assessments:view'), async (ctx) => {
      const { search, source } = parse(assessmentListQuerySchema, ctx.query);
      await answerExport(ctx, format, assessmentListExport(ctx.state.em, { search, source }));
    });
  }
  router.get(
    '/responses/:id',
    requireCapability('assessments:view'),
    withUser(async (ctx: AppContext, user) => {
      ctx.body = await responses.getResponse(ctx.state.em, user, parseId(ctx.params.id));
    }),
  );
  router.get(
    '/responses/:id/print',
    requireCapability('assessments:view'),
    withUser(async (ctx: AppContext, user) => {
      const assessment = await responses.getResponse(ctx.state.em, user, parseId(ctx.params.id));
      answerPrintPage(ctx, (options) => renderAssessmentPrint(assessment, options));
    }),
  );
  router.delete('/responses/:id', requireCapability('assessments:delete'), async (ctx) => {
    await responses.deleteResponse(ctx.state.em, parseId(ctx.params.id));
    ctx.status = 204;
  });
  return router;
}

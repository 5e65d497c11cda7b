// What every quote kind's screens share (D18, D20): the client section and picker, the save flow,
// the form and detail pieces, status actions, history and totals. The areas compose it; the kit
// (`@ppp/ui`) knows nothing of it. The department screens (D14) are their own entry:
// `@ppp/quoting/departments/index.ts`.

export {
  AssessmentNotice,
  type AssessmentNoticeProps,
  assessmentPath,
  QuoteAssessmentLink,
  type QuoteAssessmentLinkProps,
} from './assessments/AssessmentNotice.tsx';
export {
  type AssessmentQuoteStart,
  type AssessmentRef,
  quoteStartOf,
  type SuggestableEquipment,
  suggestedEquipment,
} from './assessments/assessmentPrefill.ts';
export {
  type AssessmentQuoteStartState,
  useAssessmentDetail,
  useAssessmentQuoteStart,
} from './assessments/assessmentsApi.ts';
export { AvailabilityLink, type AvailabilityLinkProps } from './availability/AvailabilityLink.tsx';
export { AvailabilityPage, type AvailabilityPageProps } from './availability/AvailabilityPage.tsx';
export { type Period, useItemAvailability, useItemHoldings } from './availability/availabilityApi.ts';
export { PeriodFilter, type PeriodFilterProps, useCataloguePeriod } from './availability/PeriodFilter.tsx';
export { freeUnitsLabel, readPeriodFilter } from './availability/periodFilter.ts';
export { ClientPicker, type ClientPickerProps } from './clients/ClientPicker.tsx';
export { ClientSection, type ClientSectionProps } from './clients/ClientSection.tsx';
export {
  type ClientDraft,
  type ClientFormFields,
  clientDraftOf,
  clientTitle,
  emptyClientDraft,
} from './clients/clientDraft.ts';
export { showClientSaveError } from './clients/clientSaveError.ts';
export {
  duplicateClientOf,
  fetchClient,
  saveQuoteClient,
  useClientSearch,
  useClientSuggestions,
} from './clients/clientsApi.ts';
export {
  holdingsOfForm,
  periodOf,
  startsOnOf,
  unitsText,
  useFreeUnits,
  useShortages,
} from './dates/quotePeriod.ts';
export { RentalDaysField } from './dates/RentalDaysField.tsx';
export { ExportLinks, type ExportLinksProps } from './exports/ExportLinks.tsx';
export {
  LiveTotalsCard,
  type LiveTotalsCardProps,
  QuoteFormButtons,
  type QuoteFormButtonsProps,
  uncountedItemsNote,
} from './quotes/LiveTotalsCard.tsx';
export { QuoteClientCard, type QuoteClientCardProps } from './quotes/QuoteClientCard.tsx';
export { QuoteDetailActions, type QuoteDetailActionsProps } from './quotes/QuoteDetailActions.tsx';
export {
  QuoteDetailSections,
  type QuoteDetailSectionsProps,
  QuoteDetailShell,
  type QuoteDetailShellProps,
} from './quotes/QuoteDetailShell.tsx';
export { QuoteFactsCard, type QuoteFactsCardProps } from './quotes/QuoteFactsCard.tsx';
export {
  type QuoteFormData,
  QuoteFormPage,
  type QuoteFormPageProps,
  quoteFormDataOf,
} from './quotes/QuoteFormPage.tsx';
export {
  QuoteFormShell,
  type QuoteFormShellProps,
  type QuoteFormTexts,
} from './quotes/QuoteFormShell.tsx';
export { QuoteHistoryCard, type QuoteHistoryCardProps } from './quotes/QuoteHistoryCard.tsx';
export { QuoteListEmpty, type QuoteListEmptyProps } from './quotes/QuoteListEmpty.tsx';
export {
  QuoteListMoney,
  type QuoteListRow,
  QuoteListShell,
  type QuoteListShellProps,
  type QuoteListTexts,
  quoteListColumns,
} from './quotes/QuoteListShell.tsx';
export { QuoteLoader, type QuoteLoaderProps } from './quotes/QuoteLoader.tsx';
export { QuoteRowActions, type QuoteRowActionsProps } from './quotes/QuoteRowActions.tsx';
export { listStatusOf, QuoteStatusFilter } from './quotes/QuoteStatusFilter.tsx';
export { QuoteSummaryCard, type QuoteSummaryCardProps } from './quotes/QuoteSummaryCard.tsx';
export {
  kindQuoteKey,
  kindQuotePrintUrl,
  openKindQuotePrint,
  type QuoteListFilters,
  type SaveKindQuoteVariables,
  SaveStepError,
  useChangeKindQuoteStatus,
  useDeleteKindQuote,
  useKindQuote,
  useKindQuoteCache,
  useKindQuoteList,
  useSaveKindQuote,
} from './quotes/quoteKindApi.ts';
export { QuoteColumns, QuoteNotice, QuoteStack } from './quotes/quoteLayout.ts';
export { ShareQuoteDialog, type ShareQuoteDialogProps } from './quotes/ShareQuoteDialog.tsx';
export { StaleVersionDialog, type StaleVersionDialogProps } from './quotes/StaleVersionDialog.tsx';
export { StatusActions, type StatusActionsProps, type StatusChange } from './quotes/StatusActions.tsx';
export { type StatusAction, statusActionsFor } from './quotes/statusActions.ts';
export { TotalsList, type TotalsListProps } from './quotes/TotalsList.tsx';
export { useLockNotice } from './quotes/useLockNotice.ts';
export {
  type FormQuote,
  formFromAssessment,
  type QuoteForm,
  type QuoteFormFields,
  type QuoteFormOptions,
  useQuoteForm,
} from './quotes/useQuoteForm.ts';
export {
  type HeldApartState,
  type QuoteSaveFlowOptions,
  type QuoteSaveHandlers,
  type SavedKindQuote,
  useQuoteSaveFlow,
} from './quotes/useQuoteSaveFlow.ts';

// The design kit of PPP :: Program / system wycen. Shared as a singleton by the shell and every
// micro-frontend: one theme, one toast store, one query client.

// API
export {
  ApiError,
  apiRequest,
  errorBodyOf,
  errorMessageOf,
  fieldErrorsOf,
  getQueryFn,
  type HttpMethod,
  NetworkError,
  newRequestKey,
  statusOf,
  urlOfQueryKey,
} from './api/client.ts';
export { apiDownload, fileNameOf, saveFile } from './api/download.ts';
export { handleApiError, LOGIN_URL } from './api/errors.ts';
export { queryClient } from './api/query-client.ts';
export { rememberSignInReturn, takeSignInReturn } from './api/sign-in-return.ts';
// Current user and guards
export {
  FORBIDDEN_REDIRECT_MS,
  RequireCapability,
  type RequireCapabilityProps,
} from './auth/RequireCapability.tsx';
export {
  CURRENT_USER_QUERY_KEY,
  type CurrentUserState,
  useCan,
  useCurrentUser,
} from './auth/useCurrentUser.ts';
// Components
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge/Badge.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button/Button.tsx';
export {
  Card,
  CardContent,
  CardDescription,
  type CardDescriptionProps,
  CardFooter,
  CardHeader,
  type CardProps,
  CardTitle,
  type CardTitleProps,
} from './components/Card/Card.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export {
  Combobox,
  type ComboboxOption,
  type ComboboxProps,
  filterOptions,
} from './components/Combobox/Combobox.tsx';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogVariant,
} from './components/ConfirmDialog/ConfirmDialog.tsx';
export {
  DataTable,
  type DataTableColumn,
  type DataTableLayout,
  type DataTableProps,
} from './components/DataTable/DataTable.tsx';
export { DateInput, type DateInputProps } from './components/DateInput/DateInput.tsx';
export { DecimalInput, type DecimalInputProps } from './components/DecimalInput/DecimalInput.tsx';
export {
  Dialog,
  DialogBody,
  type DialogBodyProps,
  DialogFooter,
  type DialogProps,
  type DialogSize,
} from './components/Dialog/Dialog.tsx';
export {
  EmptyState,
  type EmptyStateProps,
  type EmptyStateSize,
  type EmptyStateTone,
} from './components/EmptyState/EmptyState.tsx';
export {
  Field,
  type FieldControlProps,
  type FieldProps,
  StyledFieldError,
  StyledFieldWarning,
} from './components/Field/Field.tsx';
export { Fieldset, type FieldsetProps } from './components/Fieldset/Fieldset.tsx';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { InfoList, type InfoListProps } from './components/InfoList/InfoList.tsx';
export { Input, type InputProps } from './components/Input/Input.tsx';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.tsx';
export { Select, type SelectProps } from './components/Select/Select.tsx';
export {
  listSourceOf,
  SourceFilter,
  type SourceFilterProps,
} from './components/SourceFilter/SourceFilter.tsx';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner.tsx';
export { quoteStatusOf, StatusBadge, type StatusBadgeProps } from './components/StatusBadge/StatusBadge.tsx';
export { Switch, type SwitchProps, type SwitchSize } from './components/Switch/Switch.tsx';
export {
  Table,
  type TableCellAlign,
  type TableProps,
  type TableSectionProps,
  TBody,
  Td,
  type TdProps,
  THead,
  Th,
  type ThProps,
  Tr,
  type TrProps,
} from './components/Table/Table.tsx';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './components/Tabs/Tabs.tsx';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea.tsx';
export { Toast, type ToastProps } from './components/Toast/Toast.tsx';
export { Toaster, type ToasterProps } from './components/Toast/Toaster.tsx';
export {
  dismissToast,
  TOAST_DURATION_MS,
  type ToastData,
  type ToastHandle,
  type ToastOptions,
  type ToastVariant,
  toast,
  toastError,
  toastSuccess,
  toastWarning,
} from './components/Toast/toastStore.ts';
export { WebEnquiryBadge, type WebEnquiryBadgeProps } from './components/WebEnquiryBadge/WebEnquiryBadge.tsx';
export { DraftNotice, type DraftNoticeProps } from './forms/DraftNotice.tsx';
export { FormDialog, type FormDialogProps } from './forms/FormDialog.tsx';
export { guardNavigation } from './forms/navigationGuard.ts';
export { showServerErrors } from './forms/showServerErrors.ts';
export { type DialogCloseGuard, useDialogCloseGuard } from './forms/useDialogCloseGuard.tsx';
export {
  AUTOSAVE_SETTING_KEY,
  autosaveEnabled,
  clearDraftsAfterSignOut,
  clearFormDrafts,
  type DraftExtra,
  type FormDraft,
  formDraftKey,
  type StoredDraft,
  useFormDraft,
} from './forms/useFormDraft.ts';
export { type Plausibility, type PlausibleField, usePlausibility } from './forms/usePlausibility.ts';
export {
  type UnsavedChangesGuard,
  unsavedChangesMessage,
  useUnsavedChangesGuard,
} from './forms/useUnsavedChangesGuard.tsx';
export { copyText } from './hooks/copyText.ts';
export { useDebouncedValue } from './hooks/useDebouncedValue.ts';
export { type ListAddress, useListAddress, useStayWithinPages } from './hooks/useListAddress.ts';
// Icons
export * from './icons/icons.tsx';
// Page scaffolds
export { ErrorState, type ErrorStateProps } from './scaffolds/ErrorState.tsx';
export { FormActionBar, type FormActionBarProps } from './scaffolds/FormActionBar.tsx';
export { FullScreenSpinner, type FullScreenSpinnerProps } from './scaffolds/FullScreenSpinner.tsx';
export {
  ListCard,
  type ListCardProps,
  type ListCardQuery,
  StyledHeaderRow,
  StyledTitleRow,
} from './scaffolds/ListCard.tsx';
export { LoadingState, type LoadingStateProps } from './scaffolds/LoadingState.tsx';
export {
  AreaNotFoundPage,
  type AreaNotFoundPageProps,
  NotFoundState,
  type NotFoundStateProps,
} from './scaffolds/NotFoundState.tsx';
export {
  PageContainer,
  type PageContainerProps,
  type PageContainerWidth,
} from './scaffolds/PageContainer.tsx';
export {
  PagedList,
  type PagedListProps,
  type PagedListQuery,
} from './scaffolds/PagedList.tsx';
export { PageHeader, type PageHeaderProps } from './scaffolds/PageHeader.tsx';
export { QueryState, type QueryStateProps, type QueryStateQuery } from './scaffolds/QueryState.tsx';
export { PRODUCT_NAME, usePageTitle } from './scaffolds/usePageTitle.ts';
// Theme
export { GlobalStyle } from './theme/GlobalStyle.ts';
export { focusRing, visuallyHidden } from './theme/mixins.ts';
export {
  ThemeModeProvider,
  type ThemeModeProviderProps,
  type ThemeModeState,
  useThemeMode,
} from './theme/ThemeModeProvider.tsx';
export {
  lightTheme,
  type Theme,
  type ThemeColors,
  type ThemeMode,
  themes,
} from './theme/theme.ts';
export {
  getThemeMode,
  setThemeMode,
  subscribeThemeMode,
  toggleThemeMode,
} from './theme/themeModeStore.ts';
export { useMediaQuery } from './theme/useMediaQuery.ts';
export { PHONE_MEDIA_QUERY, usePhoneLayout } from './theme/usePhoneLayout.ts';

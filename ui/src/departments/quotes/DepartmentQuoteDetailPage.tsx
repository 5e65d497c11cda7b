import {
  approveQuotesOf,
  type DepartmentConfig,
  type DepartmentQuoteDetail,
  isLockedStatus,
} from '@ppp/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../auth/useCurrentUser.ts';
import { Button } from '../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.tsx';
import { IconEdit, IconPrinter, IconTrash } from '../../icons/icons.tsx';
import { openKindQuotePrint, useDeleteKindQuote } from '../../quotes/quoteKindApi.ts';
import { PageContainer } from '../../scaffolds/PageContainer.tsx';
import { PageHeader } from '../../scaffolds/PageHeader.tsx';
import { DepartmentQuoteLoader } from './DepartmentQuoteLoader.tsx';
import { DepartmentQuoteSections } from './DepartmentQuoteSections.tsx';

/** /electrical-quotes/{id}, /general-quotes/{id} (spec-2 §2, D8, D14): the quote with print, edit and delete. */
export function DepartmentQuoteDetailPage({ config }: { config: DepartmentConfig }) {
  return (
    <DepartmentQuoteLoader config={config}>
      {(quote) => <DetailView config={config} quote={quote} />}
    </DepartmentQuoteLoader>
  );
}

function DetailView({ config, quote }: { config: DepartmentConfig; quote: DepartmentQuoteDetail }) {
  const locked = isLockedStatus(quote.status);
  const canDelete = useCan(approveQuotesOf(config.kind));
  const deleteQuote = useDeleteKindQuote(config.api.quotes);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <PageContainer width="wide">
      <PageHeader
        backTo={config.paths.list}
        backLabel={`Powrót do listy: ${config.texts.listTitle}`}
        title={`${config.texts.quoteTitle} ${quote.quoteNumber}`}
        subtitle={quote.client.companyName ?? undefined}
        actions={
          <>
            <Button variant="outline" onClick={() => openKindQuotePrint(config.api.quotes, quote.id)}>
              <IconPrinter size={16} />
              Drukuj
            </Button>
            {locked ? null : (
              <Button as={Link} to={`${config.paths.list}/${quote.id}/edit`}>
                <IconEdit size={16} />
                Edytuj
              </Button>
            )}
            {canDelete && !locked ? (
              <Button variant="destructive" onClick={() => setConfirming(true)}>
                <IconTrash size={16} />
                Usuń
              </Button>
            ) : null}
          </>
        }
      />
      <DepartmentQuoteSections config={config} quote={quote} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Usunąć wycenę?"
        description="Czy na pewno chcesz usunąć tę wycenę?"
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() =>
          deleteQuote.mutateAsync(quote.id).then(() => navigate(config.paths.list, { replace: true }))
        }
      />
    </PageContainer>
  );
}

import { isLockedStatus } from '@ppp/domain';
import { QuoteDetailSections } from '@ppp/quoting';
import { Button, Dialog, DialogBody, DialogFooter, IconEdit, IconPrinter, QueryState } from '@ppp/ui';
import { Link } from 'react-router';
import { openTransportPrint, useTransportQuote } from '../../api.ts';
import { RouteFacts, tripFacts } from '../../components/RouteFacts.tsx';

export interface TransportPreviewDialogProps {
  /** The quote shown; null closes the dialog. */
  id: number | null;
  number: string | null;
  onClose: () => void;
}

/** The list's preview (D13): the detail page's content, its status actions, edit and print. */
export function TransportPreviewDialog({ id, number, onClose }: TransportPreviewDialogProps) {
  const quote = useTransportQuote(id ?? Number.NaN);
  const data = quote.data;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Wycena transportu ${data?.quoteNumber ?? number ?? ''}`.trim()}
      description={data ? `${data.fromAddress} → ${data.toAddress}` : undefined}
      size="lg"
    >
      <DialogBody readable>
        <QueryState
          query={quote}
          loading="Ładowanie wyceny..."
          error={{
            title: 'Nie udało się wczytać wyceny',
            description: 'Wycena mogła zostać usunięta. Odśwież listę.',
          }}
        >
          {(loaded) => (
            <QuoteDetailSections
              kind="transport"
              quote={loaded}
              extraFacts={tripFacts(loaded)}
              itemsTitle="Trasa i pojazdy"
              items={<RouteFacts quote={loaded} />}
              layout="dialog"
            />
          )}
        </QueryState>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Zamknij
        </Button>
        {id !== null ? (
          <Button variant="outline" onClick={() => openTransportPrint(id)}>
            <IconPrinter size={16} />
            Drukuj
          </Button>
        ) : null}
        {data && !isLockedStatus(data.status) ? (
          <Button as={Link} to={`/transport-quotes/${data.id}/edit`}>
            <IconEdit size={16} />
            Edytuj
          </Button>
        ) : null}
      </DialogFooter>
    </Dialog>
  );
}

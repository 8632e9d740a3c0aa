import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import type { User } from '@shared/users/types';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useOrgClients } from '../api/list-org-clients';

/** Matches listed at most: the search narrows them. */
const SHOWN = 8;

/** Lower case without accents, so "helene" finds "Hélène". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The firm's clients whose name, e-mail or phone holds every word typed. */
export function matchingClients(clients: readonly User[], search: string): User[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return clients.filter((client) => {
    const text = folded(`${client.name} ${client.email} ${client.phone ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

/**
 * Create Case's "Existing client": a search among the firm's clients (name, e-mail or phone) as an
 * ARIA combobox; choosing one calls `onPick` with the client, whose name, e-mail and phone the form
 * then takes. The clients are read when the search is first used.
 */
export function ClientPicker({ id, onPick, disabled = false }: { id: string; onPick: (client: User) => void; disabled?: boolean }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [used, setUsed] = useState(false);
  const clients = useOrgClients(used);
  const listId = useId();
  const hintId = useId();
  const matches = matchingClients(clients.data ?? [], search).slice(0, SHOWN);
  const expanded = open && search.trim() !== '';
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (client: User) => {
    onPick(client);
    setSearch('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && matches.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && matches.length > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + matches.length) % matches.length);
    } else if (event.key === 'Enter' && expanded) {
      // Enter chooses the client shown active; it never sends the form from here.
      event.preventDefault();
      const chosen = matches[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative space-y-1.5 sm:col-span-2">
      <Label htmlFor={id}>
        <Trans>Existing client</Trans>
      </Label>
      <Input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        disabled={disabled}
        value={search}
        placeholder={t`Search by name or e-mail`}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={hintId}
        aria-activedescendant={expanded && matches[active] ? optionId(active) : undefined}
        onFocus={() => setUsed(true)}
        onChange={(event) => {
          setUsed(true);
          setSearch(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="text-xs text-slate-500">
        <Trans>Choose one of the firm&apos;s clients to fill in their name, e-mail and phone, or type a new client below.</Trans>
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Clients`}
        hidden={!expanded}
        className="absolute top-[4.25rem] right-0 left-0 z-20 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {clients.isLoading ? (
          <li role="presentation" className="px-3 py-2 text-sm text-slate-500">
            <Spinner label={t`Loading the clients`} className="[&_svg]:h-4 [&_svg]:w-4" />
          </li>
        ) : matches.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-slate-500">
            {clients.isError ? <Trans>The clients could not be loaded.</Trans> : <Trans>No client matches; the case will invite a new one.</Trans>}
          </li>
        ) : (
          matches.map((client, index) => (
            <li
              key={client.userId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(client);
              }}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : ''}`}
            >
              <span className="block font-medium break-words text-slate-900">{client.name}</span>
              <span className="block text-xs break-all text-slate-600">{client.email}</span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

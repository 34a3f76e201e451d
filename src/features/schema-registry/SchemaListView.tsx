import { Badge, Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useCapabilities } from '../../api/capabilities';
import { RowAction } from '../../components/RowAction';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { FilterForm } from '../../components/FilterForm';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { useGetSchemaRegistry } from '../../generated/endpoints/schema-registry/schema-registry';
import { DeleteSchemaDialog } from './DeleteSchemaDialog';
import { SCHEMA_TYPES, isSchemaType } from './model/source-problem';
import { TYPE_LABELS } from './schema-types';
import { filterSchemas, pageOf } from './schema-list-search';
import { ActionLink } from '../../components/ActionLink';
import { ClearFiltersButton } from '../../components/EmptyState';
import { sortRows, type SortState } from '../../components/table-sort';

const route = getRouteApi('/_auth/schema-registry/');

interface SchemaRow {
  name: string;
  type: string;
  description?: string;
}

/** The schemas rules encode and decode messages with: search by name or type, create, open, delete. */
export function SchemaListView() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useGetSchemaRegistry();
  const capabilities = useCapabilities();
  const [deleting, setDeleting] = useState<string>();
  const { page, limit, ...filters } = search;
  // Every schema is here: a sort orders all of them, then the page is cut.
  const [sort, setSort] = useState<SortState>();
  const sortValues = { name: (s: SchemaRow) => s.name, type: (s: SchemaRow) => (isSchemaType(s.type) ? TYPE_LABELS[s.type] : s.type) };
  const sortable = Object.entries(sortValues).map(([id, sortValue]) => ({ id, header: id, sortValue }));
  const matching = list.data ? sortRows(filterSchemas(list.data, filters), sortable, sort, i18n.locale) : undefined;
  const rows = matching && pageOf(matching, search);

  const columns: Column<SchemaRow>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortValue: sortValues.name,
      cell: (s) => (
        <ChakraLink asChild color="fg.link" fontFamily="mono" fontSize="sm">
          <Link to="/schema-registry/detail/$name" params={{ name: s.name }}>
            {s.name}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'type', header: t`Type`, sortValue: sortValues.type, cell: (s) => <Badge variant="outline">{isSchemaType(s.type) ? TYPE_LABELS[s.type] : s.type}</Badge> },
    { id: 'description', header: t`Description`, cell: (s) => <Text fontSize="sm">{s.description}</Text> },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (s) => (
        <RowAction label={t`Delete ${s.name}`} danger onClick={() => setDeleting(s.name)}>
          <Trash2 />
        </RowAction>
      ),
    },
  ];

  const createLink = (secondary?: boolean) => (
    <ActionLink secondary={secondary}>
      <Link to="/schema-registry/create">
        <Plus />
        <Trans>Create schema</Trans>
      </Link>
    </ActionLink>
  );

  return (
    <>
      <PageHeader title={<Trans>Schema registry</Trans>}>
        {/* Reading is for every role: a plain link, not an ActionLink, which a viewer would find disabled. */}
        {capabilities.externalRegistries !== false ? (
          <Button asChild size="sm" variant="outline">
            <Link to="/schema-registry/external">
              <Trans>External registries</Trans>
            </Link>
          </Button>
        ) : null}
        {createLink()}
      </PageHeader>
      <Text color="fg.muted" mb="4" fontSize="sm">
        <Trans>Avro, Protobuf and JSON schemas that rules use to encode, decode and check message payloads.</Trans>
      </Text>
      <FilterForm
        key={JSON.stringify(filters)}
        label={t`Search schemas`}
        value={filters}
        onApply={(next) => void navigate({ search: { ...next, page: 1, limit } })}
        fields={[
          { name: 'name', label: t`Name`, kind: 'text' },
          { name: 'type', label: t`Type`, kind: 'select', options: SCHEMA_TYPES.map((type) => [type, TYPE_LABELS[type]]) },
        ]}
      />
      <DataTable
        label={t`Schemas`}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.name}
        sorting={{ sort, onSort: setSort }}
        {...queryState(list)}
        empty={list.data?.length ? <Trans>No schema matches this search.</Trans> : <Trans>No schema yet.</Trans>}
        emptyAction={list.data?.length ? <ClearFiltersButton onClear={() => void navigate({ search: { page: 1, limit } })} /> : createLink(true)}
      />
      <Pagination page={page} limit={limit} count={matching?.length} hasNext={page * limit < (matching?.length ?? 0)} onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />
      <DeleteSchemaDialog name={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}

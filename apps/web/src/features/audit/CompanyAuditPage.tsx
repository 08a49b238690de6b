import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { type AuditExportFormat, auditApi, reportUserAction } from '../../api/audit.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { useQueryFilters } from '../../components/use-query-filters.ts';
import { CompanyNav, companyHref } from '../company/CompanyNav.tsx';
import { useAdministers } from '../company/use-administers.ts';
import { useCompany } from '../company/use-company.ts';
import { useMyMemberships } from '../teams/use-my-memberships.ts';
import { AuditTimeline } from './AuditTimeline.tsx';
import {
  ACTOR_KIND_OPTIONS,
  type AuditFilterParam,
  auditFiltersFromQuery,
  ENTITY_OPTIONS,
  hasAuditFilters,
  periodProblem,
} from './company-audit-filters.ts';
import { useCompanyAudit } from './use-audit.ts';

const EXPORTS: readonly { format: AuditExportFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'jsonlines', label: 'Export JSON lines' },
];

/**
 * #/dashboard/companies/{bucketId}/admin/audit (?who=&entity=&from=&to=): the company's whole audit
 * trail, filtered by who, what and when, and exported with the same filters; for its managers only
 * (decision 0032's rule, as the Administration screen has it; the API refuses everyone else).
 */
export function CompanyAuditPage() {
  const { bucketId = '' } = useParams();
  usePageTitle(['Audit trail']);
  const company = useCompany(bucketId);
  const memberships = useMyMemberships({ alertOnError: false });
  const admin = useAdministers(company.data);
  const ready = Boolean(company.data && memberships.data);
  return (
    <Stack>
      <CompanyNav bucketId={bucketId} current="admin" />
      <Anchor component={Link} to={companyHref(bucketId, 'admin')} size="sm">
        ← Administration
      </Anchor>
      <Title order={1} size="h2">
        Audit trail
      </Title>
      {!ready && !company.isError && <LoadingIndicator />}
      {ready && !admin && (
        <Alert color="gray">
          Only the company's managers read its audit trail: its owner and the legal and manager members of its
          team.
        </Alert>
      )}
      {ready && admin && company.data && <CompanyAudit bucketId={bucketId} companyName={company.data.name} />}
    </Stack>
  );
}

function CompanyAudit({ bucketId, companyName }: { bucketId: string; companyName: string }) {
  const { filters, update } = useQueryFilters<AuditFilterParam, ReturnType<typeof auditFiltersFromQuery>>(
    auditFiltersFromQuery,
  );
  const problem = periodProblem(filters);
  const query = useCompanyAudit(bucketId, filters, !problem);
  const exporting = useMutation({
    mutationFn: (format: AuditExportFormat) => auditApi.downloadExport(bucketId, filters, format),
    onSuccess: (fileName) => reportUserAction('exported', bucketId, fileName),
    onError: showErrorAlert,
  });
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" role="search" aria-label="Audit filters">
        <NativeSelect
          label="Who"
          value={filters.actor_kind ?? ''}
          onChange={(event) => update({ who: event.currentTarget.value })}
          data={ACTOR_KIND_OPTIONS}
        />
        <NativeSelect
          label="What"
          value={filters.entity ?? ''}
          onChange={(event) => update({ entity: event.currentTarget.value })}
          data={ENTITY_OPTIONS}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from ?? ''}
          onChange={(event) => update({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to ?? ''}
          onChange={(event) => update({ to: event.currentTarget.value })}
          error={problem}
        />
      </SimpleGrid>
      <Group gap="xs" grow preventGrowOverflow={false} maw={{ sm: 420 }}>
        {EXPORTS.map(({ format, label }) => (
          <Button
            key={format}
            variant="default"
            disabled={Boolean(problem) || (exporting.isPending && exporting.variables !== format)}
            loading={exporting.isPending && exporting.variables === format}
            onClick={() => exporting.mutate(format)}
          >
            {label}
          </Button>
        ))}
      </Group>
      {problem ? null : (
        <AuditTimeline
          query={query}
          label={`Audit trail of ${companyName}`}
          emptyText={hasAuditFilters(filters) ? 'No changes match these filters.' : undefined}
        />
      )}
    </Stack>
  );
}

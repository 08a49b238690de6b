import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { JobProgress } from '../../components/jobs/JobProgress.tsx';
import { CompanyNav } from '../company/CompanyNav.tsx';
import { useCompanyCapabilities } from '../company/use-company-capabilities.ts';
import { useCategories } from '../orders/use-orders.ts';
import { LearnedRules } from './LearnedRules.tsx';
import { RuleCard } from './RuleCard.tsx';
import { RuleForm } from './RuleForm.tsx';
import { useRuleActions, useRules } from './use-rules.ts';

/**
 * #/dashboard/companies/{bucketId}/rules: the company's automatic rules (docs/domain/rules.md). New
 * rules train — they suggest on new items and the experts' decisions score them — until a rules
 * manager confirms them or their score does; ?search=&vessel=&supplier= prefill a rule from the
 * orders list's filter.
 */
export function RulesPage() {
  const { bucketId = '' } = useParams();
  const [params] = useSearchParams();
  usePageTitle(['Rules']);
  const rules = useRules(bucketId);
  const categories = useCategories(bucketId);
  const { capabilities } = useCompanyCapabilities(bucketId);
  const rulesManager = capabilities.includes('ihm.maint.is_rules_manager');
  const { create, change, batch, refresh } = useRuleActions(bucketId);
  const [batchJob, setBatchJob] = useState<{ id: string; label: string } | null>(null);
  const categoryName = (id: string | null) =>
    categories.find((category) => category.id === id)?.name ?? 'a removed category';
  return (
    <Stack>
      <CompanyNav bucketId={bucketId} current="rules" />
      <Title order={1} size="h2">
        Rules
      </Title>
      <Text size="sm" c="dimmed">
        A new rule trains: it suggests a category on new items and each expert decision scores it. It becomes
        active when a rules manager confirms it, or by itself when at least 95 % of 20 decisions agree; then
        it categorises new items as they arrive.
      </Text>
      <RuleForm
        categories={categories}
        initial={{
          search: params.get('search') ?? '',
          vesselId: params.get('vessel') ?? '',
          supplierId: params.get('supplier') ?? '',
        }}
        busy={create.isPending || batch.isPending}
        onSubmit={(body) => create.mutateAsync(body)}
        onBatch={
          rulesManager
            ? (body) =>
                batch
                  .mutateAsync(body)
                  .then((started) => setBatchJob({ id: started.job_id, label: started.rule.label }))
            : undefined
        }
      />
      {batchJob && (
        <JobProgress
          key={batchJob.id}
          jobId={batchJob.id}
          title={`Batch job: ${batchJob.label}`}
          onDone={() => void refresh()}
        />
      )}
      {rulesManager && (
        <LearnedRules
          bucketId={bucketId}
          busy={create.isPending}
          onTrain={(body) => create.mutate(body, { onError: showErrorAlert })}
        />
      )}
      {rules.data?.length === 0 && (
        <Alert color="blue">No rules yet: the first one starts training at once.</Alert>
      )}
      <Stack gap="xs" component="section" aria-label="Rules of the company">
        {(rules.data ?? []).map((rule) => (
          <RuleCard
            key={rule.id}
            bucketId={bucketId}
            rule={rule}
            categoryName={categoryName}
            rulesManager={rulesManager}
            busy={change.isPending}
            onChange={(next) => change.mutate({ ruleId: rule.id, change: next })}
          />
        ))}
      </Stack>
    </Stack>
  );
}

import { DOCUMENT_CATEGORIES, labelOf } from '@keelson/domain';
import {
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Image,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../api/query-keys.ts';
import { projectFilesApi } from '../../api/survey.ts';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';
import { SignaturePad } from './SignaturePad.tsx';
import { useSurveyAction } from './use-survey.ts';

/** The signatures of preparation and approval, and the project's attachments. */
export function SurveyDocuments({ projectId, editor }: { projectId: string; editor: boolean }) {
  const key = [...queryKeys.survey(projectId), 'documents'];
  const signatures = useQuery({
    queryKey: [...key, 'signatures'],
    queryFn: () => projectFilesApi.signatures(projectId),
  });
  const attachments = useQuery({
    queryKey: [...key, 'attachments'],
    queryFn: () => projectFilesApi.attachments(projectId),
  });
  return (
    <Stack>
      <Title order={3} size="h5">
        Signatures
      </Title>
      <Stack gap={6} role="list" aria-label="Signatures">
        {(signatures.data ?? [])
          .filter((row) => row.enabled)
          .map((signature) => (
            <Paper key={signature.id} withBorder p="xs" role="listitem">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {signature.person_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      signature.target === 'preparation' ? 'Prepared' : 'Approved',
                      signature.person_role,
                      signature.location,
                      signature.date,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                {signature.image.thumb_url && (
                  <Image
                    src={signature.image.thumb_url}
                    alt={`Signature of ${signature.person_name}`}
                    h={48}
                    w="auto"
                    fit="contain"
                  />
                )}
              </Group>
            </Paper>
          ))}
      </Stack>
      {editor && <SignatureForm projectId={projectId} />}
      <Title order={3} size="h5">
        Attachments
      </Title>
      <Stack gap={6} role="list" aria-label="Attachments">
        {(attachments.data ?? [])
          .filter((row) => row.enabled)
          .map((attachment) => (
            <Paper key={attachment.id} withBorder p="xs" role="listitem">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {attachment.file_url ? (
                    <Anchor href={attachment.file_url} target="_blank" rel="noreferrer" fw={600} size="sm">
                      {attachment.title}
                    </Anchor>
                  ) : (
                    <Text fw={600} size="sm">
                      {attachment.title}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" truncate>
                    {attachment.filename ?? 'No file yet'}
                  </Text>
                </Stack>
                <Badge variant="light" tt="none" className="whole-badge">
                  {labelOf('documentCategory', attachment.type)}
                </Badge>
              </Group>
            </Paper>
          ))}
      </Stack>
      {editor && <AttachmentForm projectId={projectId} />}
    </Stack>
  );
}

function SignatureForm({ projectId }: { projectId: string }) {
  const action = useSurveyAction(projectId);
  const [drawn, setDrawn] = useState<Blob | null>(null);
  const [pad, setPad] = useState(0);
  const form = useForm({
    initialValues: {
      target: 'preparation' as 'preparation' | 'approval',
      person_name: '',
      person_role: '',
      location: '',
      date: new Date().toISOString().slice(0, 10),
      upload: null as File | null,
    },
    validate: { person_name: (value) => (value.trim() ? null : 'This field is required') },
  });
  return (
    <form
      aria-label="New signature"
      onSubmit={form.onSubmit(({ upload, ...values }) =>
        action
          .mutateAsync({
            run: async () => {
              const made = await projectFilesApi.addSignature(projectId, values);
              const image = upload ?? drawn;
              return image ? projectFilesApi.signatureImage(made.id, image) : made;
            },
            success: `${values.person_name} signed.`,
          })
          .then(() => {
            form.reset();
            setDrawn(null);
            setPad((n) => n + 1);
          })
          .catch((failure) =>
            form.setErrors(
              formFieldErrors(failure, { person_name: 'person_name', date: 'date', target: 'target' }),
            ),
          ),
      )}
    >
      <Stack gap="xs">
        <NativeSelect
          label="Signs for"
          size="md"
          data={[
            { value: 'preparation', label: 'Preparation' },
            { value: 'approval', label: 'Approval' },
          ]}
          {...form.getInputProps('target')}
        />
        <TextInput label="Name" size="md" withAsterisk {...form.getInputProps('person_name')} />
        <TextInput label="Role" size="md" {...form.getInputProps('person_role')} />
        <Group grow>
          <TextInput label="Place" size="md" {...form.getInputProps('location')} />
          <TextInput label="Date" type="date" size="md" {...form.getInputProps('date')} />
        </Group>
        <SignaturePad key={pad} onChange={setDrawn} />
        <FileInput
          label="Or upload a scanned signature"
          size="md"
          accept="image/png,image/jpeg"
          clearable
          {...form.getInputProps('upload')}
        />
        <Button type="submit" size="md" loading={action.isPending}>
          Save signature
        </Button>
      </Stack>
    </form>
  );
}

function AttachmentForm({ projectId }: { projectId: string }) {
  const action = useSurveyAction(projectId);
  const form = useForm({
    initialValues: { type: 'lab_results', title: '', file: null as File | null },
    validate: {
      title: (value) => (value.trim() ? null : 'This field is required'),
      file: (value) => (value ? null : 'Choose the file'),
    },
  });
  return (
    <form
      aria-label="New attachment"
      onSubmit={form.onSubmit(({ file, ...values }) =>
        action
          .mutateAsync({
            run: async () => {
              const made = await projectFilesApi.addAttachment(projectId, values);
              return file ? projectFilesApi.attachmentFile(made.id, file) : made;
            },
            success: `${values.title} was attached.`,
          })
          .then(() => form.reset())
          .catch((failure) => form.setErrors(formFieldErrors(failure, { title: 'title', type: 'type' }))),
      )}
    >
      <Stack gap="xs">
        <NativeSelect
          label="Category"
          size="md"
          data={DOCUMENT_CATEGORIES.map((value) => ({ value, label: labelOf('documentCategory', value) }))}
          {...form.getInputProps('type')}
        />
        <TextInput label="Title" size="md" withAsterisk {...form.getInputProps('title')} />
        <FileInput
          label="File (PDF, PNG or JPEG)"
          size="md"
          accept="application/pdf,image/png,image/jpeg"
          {...form.getInputProps('file')}
        />
        <Button type="submit" size="md" loading={action.isPending}>
          Attach
        </Button>
      </Stack>
    </form>
  );
}

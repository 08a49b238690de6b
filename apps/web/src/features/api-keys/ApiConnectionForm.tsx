import type { TApiConnection, TApiConnectionCreate, TApiConnectionPatch } from '@keelson/contract';
import {
  IMPORT_FILE_TYPES,
  IMPORT_SCHEDULE_LABELS,
  IMPORT_SCHEDULES,
  IMPORT_SOURCES,
  type ImportFileType,
  type ImportSchedule,
  type ImportSource,
  labelOf,
} from '@keelson/domain';
import { NativeSelect, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormModal } from '../../components/FormModal.tsx';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';

type AuthType = TApiConnection['auth_type'];
type Values = {
  name: string;
  url: string;
  auth_type: AuthType;
  username: string;
  password: string;
  token: string;
  file_type: ImportFileType;
  source: ImportSource | '';
  schedule: ImportSchedule;
};

const required = (value: string) => (value.trim() ? null : 'This field is required');
const httpUrl = (value: string) => {
  if (!value.trim()) return 'This field is required';
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol) ? null : 'An http or https URL';
  } catch {
    return 'An http or https URL';
  }
};

/** The credentials the form sends: new ones when typed; on an edit, none keeps the stored ones. */
function credentialsOf(values: Values) {
  if (values.auth_type === 'basic' && (values.username || values.password))
    return { username: values.username.trim(), password: values.password };
  if (values.auth_type === 'bearer' && values.token) return { token: values.token };
  return {};
}

/**
 * A new connection, or the changes to one (only changed fields are sent; credentials stay stored
 * unless new ones are typed). Credentials are never shown: the server does not answer them.
 */
export function ApiConnectionForm(props: {
  connection?: TApiConnection;
  busy: boolean;
  onCreate: (body: TApiConnectionCreate) => Promise<unknown>;
  onUpdate: (body: TApiConnectionPatch) => Promise<unknown>;
  onClose: () => void;
}) {
  const existing = props.connection;
  // Credentials of the stored type may stay empty on an edit; a new type needs its own.
  const keepsCredentials = (type: AuthType) =>
    Boolean(existing?.has_credentials && existing.auth_type === type);
  const form = useForm<Values>({
    initialValues: {
      name: existing?.name ?? '',
      url: existing?.url ?? '',
      auth_type: existing?.auth_type ?? 'none',
      username: '',
      password: '',
      token: '',
      file_type: existing?.file_type ?? 'spreadsheet',
      source: existing?.source ?? '',
      schedule: existing?.schedule ?? 'daily',
    },
    validate: {
      name: required,
      url: httpUrl,
      username: (value, values) =>
        values.auth_type === 'basic' && !keepsCredentials('basic') ? required(value) : null,
      password: (value, values) =>
        values.auth_type === 'basic' && !keepsCredentials('basic') ? required(value) : null,
      token: (value, values) =>
        values.auth_type === 'bearer' && !keepsCredentials('bearer') ? required(value) : null,
    },
  });
  const fields = {
    name: 'name',
    url: 'url',
    username: 'username',
    password: 'password',
    token: 'token',
  } as const;
  const submit = (values: Values) => {
    const common = {
      name: values.name.trim(),
      url: values.url.trim(),
      file_type: values.file_type,
      source: values.source || null,
      schedule: values.schedule,
    };
    const sent = existing
      ? props.onUpdate(
          changedFields(existing, { ...common, auth_type: values.auth_type, ...credentialsOf(values) }),
        )
      : props.onCreate({ ...common, auth_type: values.auth_type, ...credentialsOf(values) });
    void sent.then(props.onClose).catch((failure) => form.setErrors(formFieldErrors(failure, fields)));
  };
  const auth = form.values.auth_type;
  const keepHint = (type: AuthType) =>
    keepsCredentials(type) ? 'Leave empty to keep the stored one' : undefined;
  return (
    <FormModal
      title={existing ? `Edit ${existing.name}` : 'New API connection'}
      submitLabel={existing ? 'Save' : 'Create connection'}
      form={form}
      busy={props.busy}
      onValid={submit}
      onClose={props.onClose}
    >
      <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
      <TextInput label="URL" withAsterisk placeholder="https://" {...form.getInputProps('url')} />
      <NativeSelect
        label="Authentication"
        data={[
          { value: 'none', label: 'None' },
          { value: 'basic', label: 'User name and password' },
          { value: 'bearer', label: 'Bearer token' },
        ]}
        {...form.getInputProps('auth_type')}
      />
      {auth === 'basic' && (
        <>
          <TextInput
            label="User name"
            description={keepHint('basic')}
            autoComplete="off"
            {...form.getInputProps('username')}
          />
          <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        </>
      )}
      {auth === 'bearer' && (
        <PasswordInput
          label="Token"
          description={keepHint('bearer')}
          autoComplete="off"
          {...form.getInputProps('token')}
        />
      )}
      <NativeSelect
        label="File type"
        data={IMPORT_FILE_TYPES.map((value) => ({ value, label: labelOf('importFileType', value) }))}
        {...form.getInputProps('file_type')}
      />
      <NativeSelect
        label="Source"
        data={[
          { value: '', label: 'Keelson format' },
          ...IMPORT_SOURCES.map((value) => ({ value, label: labelOf('importSource', value) })),
        ]}
        {...form.getInputProps('source')}
      />
      <NativeSelect
        label="Schedule"
        data={IMPORT_SCHEDULES.map((value) => ({ value, label: IMPORT_SCHEDULE_LABELS[value] }))}
        {...form.getInputProps('schedule')}
      />
    </FormModal>
  );
}

/** Edits send only changed fields (spec section 5); typed credentials always go, with their type. */
function changedFields(
  existing: TApiConnection,
  next: TApiConnectionPatch & { auth_type: AuthType },
): TApiConnectionPatch {
  const patch: TApiConnectionPatch = {};
  const typed = Boolean(next.username || next.password || next.token);
  if (next.name !== existing.name) patch.name = next.name;
  if (next.url !== existing.url) patch.url = next.url;
  if (next.file_type !== existing.file_type) patch.file_type = next.file_type;
  if ((next.source ?? null) !== existing.source) patch.source = next.source ?? null;
  if (next.schedule !== existing.schedule) patch.schedule = next.schedule;
  if (typed || next.auth_type !== existing.auth_type) {
    patch.auth_type = next.auth_type;
    if (next.username) patch.username = next.username;
    if (next.password) patch.password = next.password;
    if (next.token) patch.token = next.token;
  }
  return patch;
}

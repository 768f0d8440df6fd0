/**
 * The platform's rules a super admin tunes (docs/product/back-office.md#platform-settings): each
 * a whole number with its default and bounds, saved one at a time and written in the audit log.
 */
import { useState } from 'react';
import { z } from 'zod/mini';
import { isApiError } from '@darsak/client';
import {
  platformSettingValue,
  routes,
  type PlatformSetting,
  type PlatformSettingKey,
} from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Alert,
  Button,
  Card,
  ErrorState,
  NumberField,
  Spinner,
  useErrorMessage,
  useForm,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { useUnsavedChanges } from '@darsak/ui/leave-guard';
import { numberText } from '../../../components/form-numbers.js';

const SettingForm = ({ setting }: { setting: PlatformSetting }) => {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useApiMutation(routes.updatePlatformSetting);
  const form = useForm(z.object({ value: numberText(platformSettingValue(setting.key)) }), {
    value: String(setting.value),
  });
  useUnsavedChanges(form.dirty);
  const submit = form.handleSubmit(async ({ value }) => {
    setProblem(null);
    try {
      await save.mutateAsync({ params: { key: setting.key }, body: { value } });
      form.markSaved();
      toast.show({ type: 'success', title: t('platform.settings.saved') });
    } catch (error) {
      if (isApiError(error) && error.code === 'setting-out-of-range')
        form.setFieldError('value', error.code);
      else setProblem(errorMessage(error));
    }
  });
  const key: PlatformSettingKey = setting.key;
  return (
    <form onSubmit={submit} noValidate className="space-y-3 py-3">
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <NumberField
            label={t(`platform.settings.${key}`)}
            hint={t(`platform.settings.${key}.hint`, {
              value: format.number(setting.defaultValue),
              min: format.number(setting.min),
              max: format.number(setting.max),
            })}
            {...form.field('value')}
          />
        </div>
        <Button type="submit" loading={save.isPending}>
          {t('platform.settings.save')}
        </Button>
      </div>
      {setting.updatedAt && (
        <p className="text-sm text-ink-600">
          {t('platform.settings.changed', {
            name: setting.updatedBy?.name ?? t('platform.settings.someone'),
            day: format.day(setting.updatedAt),
            time: format.time(setting.updatedAt),
          })}
        </p>
      )}
    </form>
  );
};

export const RuleSettings = () => {
  const t = useT();
  const settings = useApiQuery(routes.listPlatformSettings);
  return (
    <Card className="space-y-2">
      <h2 className="text-lg font-bold">{t('platform.settings.title')}</h2>
      <p className="text-sm text-ink-600">{t('platform.settings.text')}</p>
      {settings.isPending ? (
        <Spinner label={t('ui.loading')} />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="divide-y divide-ink-100">
          {settings.data.map((setting) => (
            <SettingForm key={`${setting.key}:${setting.updatedAt ?? ''}`} setting={setting} />
          ))}
        </div>
      )}
    </Card>
  );
};

/**
 * The shared catalogue's tables (reasons, desires, sub-reasons, bonuses), each a SettingsTable with its columns.
 */
import { pickLanguage } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from '../../backoffice/lib/use-language';
import type { Catalogue, DesireSetting, ReasonSetting } from '../api/settings-api';
import { SettingsTable } from './settings-table';

type SubReason = Catalogue['subReasons'][number];
type Bonus = Catalogue['bonuses'][number];

export const editButtonId = (kind: 'reason' | 'desire' | 'subReason' | 'bonus', id: number) =>
  `settings-edit-${kind}-${id}`;

function useCells() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  return {
    t,
    language,
    yes: (value: boolean) => (value ? t('form.yes') : t('form.no')),
    reasonNames: (reasons: ReasonSetting[]) =>
      new Map(reasons.map((reason) => [reason.id, pickLanguage(reason.name, language)])),
  };
}

type OnEdit<T> = ((row: T) => void) | null;

export function ReasonsTable({ reasons, onEdit }: { reasons: ReasonSetting[]; onEdit: OnEdit<ReasonSetting> }) {
  const { t, language, yes } = useCells();
  return (
    <SettingsTable
      caption={t('reasons.caption')}
      rows={reasons}
      keyOf={(reason) => reason.id}
      nameOf={(reason) => pickLanguage(reason.name, language)}
      editButtonId={(reason) => editButtonId('reason', reason.id)}
      onEdit={onEdit}
      columns={[
        { header: t('reasons.id'), cell: (reason) => reason.id },
        {
          header: t('reasons.deadline'),
          cell: (reason) =>
            reason.slaRestricted ? t('reasons.days', { count: reason.slaDays }) : t('reasons.noDeadline'),
        },
        { header: t('reasons.requiresImages'), cell: (reason) => yes(reason.requiresImages) },
        { header: t('reasons.operatorOnly'), cell: (reason) => yes(reason.operatorOnly) },
        { header: t('reasons.active'), cell: (reason) => yes(reason.active) },
      ]}
    />
  );
}

export function DesiresTable(props: {
  desires: DesireSetting[];
  reasons: ReasonSetting[];
  onEdit: OnEdit<DesireSetting>;
}) {
  const { t, language, yes, reasonNames } = useCells();
  const names = reasonNames(props.reasons);
  return (
    <SettingsTable
      caption={t('desires.caption')}
      rows={props.desires}
      keyOf={(desire) => desire.id}
      nameOf={(desire) => pickLanguage(desire.name, language)}
      editButtonId={(desire) => editButtonId('desire', desire.id)}
      onEdit={props.onEdit}
      columns={[
        { header: t('desires.reason'), cell: (desire) => names.get(desire.reasonId) ?? desire.reasonId },
        { header: t('desires.trigger'), cell: (desire) => t(`desires.triggers.${desire.trigger}`) },
        { header: t('desires.active'), cell: (desire) => yes(desire.active) },
      ]}
    />
  );
}

export function SubReasonsTable(props: {
  subReasons: SubReason[];
  reasons: ReasonSetting[];
  onEdit: OnEdit<SubReason>;
}) {
  const { t, language, yes, reasonNames } = useCells();
  const names = reasonNames(props.reasons);
  return (
    <SettingsTable
      caption={t('subReasons.caption')}
      rows={props.subReasons}
      keyOf={(row) => row.id}
      nameOf={(row) => pickLanguage(row.name, language)}
      editButtonId={(row) => editButtonId('subReason', row.id)}
      onEdit={props.onEdit}
      columns={[
        { header: t('desires.reason'), cell: (row) => names.get(row.reasonId) ?? row.reasonId },
        { header: t('desires.active'), cell: (row) => yes(row.active) },
      ]}
    />
  );
}

export function BonusesTable({ bonuses, onEdit }: { bonuses: Bonus[]; onEdit: OnEdit<Bonus> }) {
  const { t, yes } = useCells();
  return (
    <SettingsTable
      caption={t('bonuses.caption')}
      rows={bonuses}
      keyOf={(bonus) => bonus.code}
      nameOf={(bonus) => t('bonuses.named', { code: bonus.code })}
      editButtonId={(bonus) => editButtonId('bonus', bonus.code)}
      onEdit={onEdit}
      columns={[
        { header: t('bonuses.percent'), cell: (bonus) => t('desires.bonusOption', { percent: bonus.percent }) },
        { header: t('desires.active'), cell: (bonus) => yes(bonus.active) },
      ]}
    />
  );
}

/**
 * The reader's own gender as the catalogue's selects take it (decision 048): the dashboards' and
 * empty states' sentences about what they did or are («لم تحجزي درسك القادم بعد») agree with it.
 */
import { genderSelect } from '@darsak/shared';
import { useSession } from '@darsak/client/react';

export const useMyGender = (): 'female' | 'other' => genderSelect(useSession().user?.gender);

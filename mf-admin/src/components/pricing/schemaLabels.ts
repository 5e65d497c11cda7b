import type { PricingSchema } from '@ppp/domain';

/** D4: how each calculation method charges the days of a rental. */
export const methodLabels: Record<PricingSchema['calculationMethod'], { name: string; description: string }> =
  {
    first_day: {
      name: 'Według długości wynajmu',
      description: 'Każdy dzień w cenie progu, do którego należy cały okres wynajmu.',
    },
    progressive: {
      name: 'Progresywnie',
      description: 'Każdy kolejny dzień w cenie progu, do którego należy ten dzień.',
    },
  };

import type { EntityManager } from '@mikro-orm/postgresql';
import { baseTier, type Department, electricalDefaultTiers, tierDiscountPercent } from '@ppp/domain';
import {
  DepartmentAdditionalEntity,
  DepartmentCategoryEntity,
  DepartmentEquipmentEntity,
  DepartmentPriceTierEntity,
} from '../../modules/departments/entities.ts';

// The demo catalogues of the electrical and general-rental areas (D10, D14): realistic equipment,
// prices and the additional equipment a rental desk really offers.

type Tier = { periodStart: number; periodEnd: number | null; pricePerDay: string };
interface DemoEquipment {
  name: string;
  model?: string;
  power?: string;
  dimensions?: string;
  weight?: string;
  description?: string;
  quantity: number;
  tiers: Tier[];
  additional?: { type: string; name: string; pricePerDay: string; isOptional?: boolean }[];
}
type DemoCatalogue = Record<string, DemoEquipment[]>;

const tiers = (...prices: string[]): Tier[] => {
  const periods: [number, number | null][] = [
    [1, 2],
    [3, 7],
    [8, 18],
    [19, 29],
    [30, null],
  ];
  return prices.map((pricePerDay, index) => ({
    periodStart: periods[index][0],
    periodEnd: index === prices.length - 1 ? null : periods[index][1],
    pricePerDay,
  }));
};
const electricalTiers = (start: string) => electricalDefaultTiers(start);

const electrical: DemoCatalogue = {
  'Rozdzielnice budowlane': [
    {
      name: 'Rozdzielnica budowlana 63 A',
      model: 'RB-63/4',
      power: '43 kW',
      dimensions: '60 × 40 × 110 cm',
      weight: '48 kg',
      quantity: 12,
      tiers: electricalTiers('65.00'),
      additional: [
        { type: 'additional', name: 'Odbiór i pomiary elektryczne', pricePerDay: '12.00', isOptional: false },
        { type: 'accessories', name: 'Przewód zasilający 5×16 mm², 25 m', pricePerDay: '18.00' },
      ],
    },
    {
      name: 'Rozdzielnica budowlana 125 A',
      model: 'RB-125/6',
      power: '86 kW',
      weight: '72 kg',
      quantity: 6,
      tiers: electricalTiers('110.00'),
      additional: [{ type: 'accessories', name: 'Przewód zasilający 5×35 mm², 25 m', pricePerDay: '32.00' }],
    },
    {
      name: 'Rozdzielnica 400 A z pomiarem',
      model: 'RP-400',
      power: '277 kW',
      weight: '210 kg',
      quantity: 2,
      tiers: electricalTiers('260.00'),
    },
  ],
  'Przewody i bębny kablowe': [
    {
      name: 'Bęben kablowy 230 V, 50 m',
      model: 'BK-50/230',
      quantity: 30,
      tiers: electricalTiers('9.00'),
    },
    {
      name: 'Przewód 5×25 mm², 50 m',
      model: 'H07RN-F 5G25',
      weight: '95 kg',
      quantity: 16,
      tiers: electricalTiers('38.00'),
      additional: [{ type: 'accessories', name: 'Mostek kablowy najazdowy', pricePerDay: '6.50' }],
    },
  ],
  'Skrzynki rozdzielcze': [
    {
      name: 'Skrzynka rozdzielcza 32 A / 6 gniazd',
      model: 'SR-32',
      quantity: 25,
      tiers: electricalTiers('22.00'),
    },
    {
      name: 'Skrzynka rozdzielcza 16 A / 4 gniazda',
      model: 'SR-16',
      quantity: 40,
      tiers: electricalTiers('14.00'),
    },
  ],
  'Zestawy oświetleniowe': [
    {
      name: 'Zestaw oświetleniowy LED 4 × 150 W',
      model: 'LED-600',
      power: '0,6 kW',
      quantity: 18,
      tiers: electricalTiers('45.00'),
      additional: [{ type: 'accessories', name: 'Statyw teleskopowy 4 m', pricePerDay: '8.00' }],
    },
  ],
};

const general: DemoCatalogue = {
  Rusztowania: [
    {
      name: 'Rusztowanie ramowe 100 m²',
      model: 'Plettac SL70',
      weight: '1 850 kg',
      quantity: 8,
      tiers: tiers('180.00', '160.00', '140.00', '125.00', '110.00'),
      additional: [
        { type: 'accessory', name: 'Montaż i demontaż', pricePerDay: '45.00', isOptional: false },
        { type: 'accessory', name: 'Siatka osłonowa 100 m²', pricePerDay: '12.00' },
      ],
    },
    {
      name: 'Rusztowanie przejezdne 6 m',
      model: 'Alu 0,75 × 2,0',
      quantity: 12,
      tiers: tiers('65.00', '58.00', '50.00'),
    },
  ],
  Ogrodzenia: [
    {
      name: 'Ogrodzenie tymczasowe – przęsło 3,5 m',
      dimensions: '350 × 200 cm',
      quantity: 400,
      tiers: tiers('3.20', '2.80', '2.30', '1.90', '1.60'),
      additional: [
        { type: 'accessory', name: 'Stopa betonowa', pricePerDay: '0.80', isOptional: false },
        { type: 'accessory', name: 'Brama wjazdowa 7 m', pricePerDay: '25.00' },
      ],
    },
    {
      name: 'Bariera drogowa U-12',
      quantity: 150,
      tiers: tiers('4.50', '3.90', '3.20'),
    },
  ],
  Kontenery: [
    {
      name: 'Kontener biurowy 6 m',
      model: 'KB-20',
      dimensions: '605 × 244 × 260 cm',
      weight: '2 400 kg',
      quantity: 10,
      tiers: tiers('120.00', '95.00', '75.00', '60.00', '48.00'),
      additional: [{ type: 'accessory', name: 'Klimatyzator przenośny', pricePerDay: '35.00' }],
    },
    {
      name: 'Kontener magazynowy 20 ft',
      dimensions: '605 × 244 × 259 cm',
      quantity: 14,
      tiers: tiers('70.00', '55.00', '42.00', '35.00', '30.00'),
    },
  ],
  'Toalety przenośne': [
    {
      name: 'Toaleta przenośna standard',
      quantity: 60,
      tiers: tiers('35.00', '25.00', '15.00', '12.00', '10.00'),
      additional: [{ type: 'accessory', name: 'Serwis dodatkowy (opróżnienie)', pricePerDay: '20.00' }],
    },
    {
      name: 'Toaleta z umywalką',
      quantity: 20,
      tiers: tiers('45.00', '32.00', '20.00', '16.00', '13.00'),
    },
  ],
};

async function seedCatalogue(em: EntityManager, department: Department, catalogue: DemoCatalogue) {
  if ((await em.count(DepartmentCategoryEntity, { department })) > 0) return;
  for (const [categoryName, items] of Object.entries(catalogue)) {
    const category = em.create(DepartmentCategoryEntity, { department, name: categoryName } as never);
    for (const { tiers: itemTiers, additional = [], ...item } of items) {
      const equipment = em.create(DepartmentEquipmentEntity, {
        department,
        category,
        ...item,
        availableQuantity: item.quantity,
        isActive: true,
      } as never);
      const base = baseTier(itemTiers)!;
      for (const tier of itemTiers) {
        em.create(DepartmentPriceTierEntity, {
          equipment,
          ...tier,
          discountPercent: tierDiscountPercent(base.pricePerDay, tier.pricePerDay),
        } as never);
      }
      additional.forEach((extra, index) => {
        em.create(DepartmentAdditionalEntity, {
          equipment,
          position: index + 1,
          isOptional: true,
          ...extra,
        } as never);
      });
    }
  }
  await em.flush();
}

/** Fills the two empty department catalogues (runs once in a database's life, D10). */
export async function seedDepartmentCatalogues(em: EntityManager) {
  await seedCatalogue(em, 'electrical', electrical);
  await seedCatalogue(em, 'general', general);
}

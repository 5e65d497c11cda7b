import type { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_HOURS_ITEM_NAME, toMoney } from '@ppp/domain';
import {
  EquipmentAdditionalEntity,
  EquipmentCategoryEntity,
  EquipmentEntity,
  EquipmentPricingEntity,
  EquipmentServiceCostEntity,
  EquipmentServiceItemEntity,
  PricingSchemaEntity,
  PricingSettingsEntity,
} from '../../modules/catalogue/entities.ts';

interface DemoItem {
  name: string;
  model: string;
  power?: string;
  description: string;
  quantity: number;
  basePrice: number;
  fuel75?: string;
  dimensions?: string;
  weight?: string;
  engine?: string;
  alternator?: string;
  tank?: string;
  extras?: [type: 'additional' | 'accessories', name: string, price: number][];
  service?: [name: string, cost: number][];
}

// Discounts of the demo tiers against the base price, per period (1–2, 3–7, 8–18, 19–29, 30+).
const tierDiscounts: [number, number | null, number][] = [
  [1, 2, 0],
  [3, 7, 10],
  [8, 18, 20],
  [19, 29, 30],
  [30, null, 40],
];

const demo: Record<
  string,
  { description: string; interval: 'motohours' | 'km' | 'months'; items: DemoItem[] }
> = {
  'Agregaty prądotwórcze': {
    description: 'Agregaty prądotwórcze diesla do zasilania placów budowy i imprez',
    interval: 'motohours',
    items: [
      {
        name: 'Agregat prądotwórczy 20 kVA',
        model: 'PRAMAC GSW22',
        power: '20 kVA',
        description: 'Wyciszony agregat trójfazowy na placu budowy',
        quantity: 6,
        basePrice: 180,
        fuel75: '4.20',
        dimensions: '1700 × 800 × 1100 mm',
        weight: '780 kg',
        engine: 'Yanmar 4TNV88',
        alternator: 'Mecc Alte',
        tank: '65 l',
        extras: [
          ['additional', 'Rozdzielnica budowlana', 40],
          ['accessories', 'Przewód 25 m 32 A', 15],
        ],
        service: [
          ['Filtr oleju', 60],
          ['Filtr paliwa', 45],
          ['Olej silnikowy', 120],
        ],
      },
      {
        name: 'Agregat prądotwórczy 60 kVA',
        model: 'ATLAS COPCO QAS 60',
        power: '60 kVA',
        description: 'Agregat do zasilania obiektów i imprez plenerowych',
        quantity: 4,
        basePrice: 350,
        fuel75: '10.50',
        dimensions: '2600 × 1100 × 1500 mm',
        weight: '1650 kg',
        engine: 'Perkins 1104A',
        alternator: 'Leroy-Somer',
        tank: '180 l',
        extras: [
          ['additional', 'Zbiornik paliwa 1000 l', 90],
          ['accessories', 'Przewód 50 m 63 A', 30],
        ],
        service: [
          ['Filtr oleju', 90],
          ['Filtr powietrza', 110],
          ['Olej silnikowy', 260],
        ],
      },
      {
        name: 'Agregat prądotwórczy 100 kVA',
        model: 'CATERPILLAR XQ100',
        power: '100 kVA',
        description: 'Kontenerowy agregat dużej mocy',
        quantity: 2,
        basePrice: 520,
        fuel75: '17.80',
        weight: '2900 kg',
        engine: 'C4.4',
        tank: '330 l',
        service: [
          ['Filtr oleju', 120],
          ['Filtr paliwa', 95],
        ],
      },
    ],
  },
  'Maszty oświetleniowe': {
    description: 'Mobilne maszty oświetleniowe LED i metalohalogenkowe',
    interval: 'motohours',
    items: [
      {
        name: 'Maszt oświetleniowy LED 4 × 320 W',
        model: 'GENERAC VT-EVO',
        power: '1,3 kW',
        description: 'Maszt LED z wysięgnikiem 9 m',
        quantity: 8,
        basePrice: 150,
        fuel75: '0.90',
        weight: '850 kg',
        tank: '110 l',
        extras: [['accessories', 'Stabilizatory dodatkowe', 20]],
        service: [
          ['Filtr oleju', 40],
          ['Olej silnikowy', 80],
        ],
      },
      {
        name: 'Maszt oświetleniowy 4 × 1000 W',
        model: 'TOWERLIGHT VB9',
        power: '4 kW',
        description: 'Maszt z lampami metalohalogenkowymi',
        quantity: 3,
        basePrice: 130,
        fuel75: '1.60',
        weight: '950 kg',
        service: [['Filtr oleju', 40]],
      },
    ],
  },
  Nagrzewnice: {
    description: 'Nagrzewnice olejowe, gazowe i elektryczne',
    interval: 'months',
    items: [
      {
        name: 'Nagrzewnica olejowa pośrednia 30 kW',
        model: 'MASTER BV 110',
        power: '30 kW',
        description: 'Nagrzewnica z odprowadzeniem spalin do hal i namiotów',
        quantity: 10,
        basePrice: 120,
        fuel75: '2.40',
        weight: '70 kg',
        extras: [
          ['accessories', 'Rękaw elastyczny 7,6 m', 25],
          ['additional', 'Termostat', 15],
        ],
        service: [
          ['Przegląd palnika', 150],
          ['Filtr paliwa', 35],
        ],
      },
      {
        name: 'Nagrzewnica elektryczna 9 kW',
        model: 'MASTER B 9 EPB',
        power: '9 kW',
        description: 'Przenośna nagrzewnica elektryczna 400 V',
        quantity: 12,
        basePrice: 60,
        weight: '12 kg',
        service: [['Przegląd elektryczny', 80]],
      },
      {
        name: 'Nagrzewnica olejowa 65 kW',
        model: 'MASTER BV 290',
        power: '65 kW',
        description: 'Duża nagrzewnica do hal magazynowych',
        quantity: 4,
        basePrice: 210,
        fuel75: '5.60',
        weight: '180 kg',
        service: [['Przegląd palnika', 180]],
      },
    ],
  },
  Klimatyzacje: {
    description: 'Klimatyzatory przenośne i przemysłowe',
    interval: 'months',
    items: [
      {
        name: 'Klimatyzator przenośny 3,5 kW',
        model: 'MASTER AC 35',
        power: '3,5 kW',
        description: 'Klimatyzator do biur i pomieszczeń serwerowych',
        quantity: 15,
        basePrice: 90,
        weight: '35 kg',
        extras: [['accessories', 'Adapter okienny', 10]],
        service: [['Czyszczenie filtrów', 50]],
      },
      {
        name: 'Klimatyzator przemysłowy 14 kW',
        model: 'DANTHERM AC 14',
        power: '14 kW',
        description: 'Klimatyzator do hal i namiotów eventowych',
        quantity: 4,
        basePrice: 260,
        fuel75: '0.00',
        weight: '160 kg',
        service: [
          ['Przegląd czynnika', 200],
          ['Czyszczenie filtrów', 60],
        ],
      },
    ],
  },
  'Kurtyny powietrzne': {
    description: 'Kurtyny powietrzne do bram i wejść',
    interval: 'months',
    items: [
      {
        name: 'Kurtyna powietrzna 1,5 m',
        model: 'FRICO PF',
        power: '9 kW',
        description: 'Kurtyna elektryczna nad wejście',
        quantity: 6,
        basePrice: 70,
        weight: '30 kg',
        service: [['Przegląd', 60]],
      },
      {
        name: 'Kurtyna powietrzna 2 m z grzałką',
        model: 'FRICO ADA',
        power: '18 kW',
        description: 'Kurtyna do bram przemysłowych',
        quantity: 3,
        basePrice: 110,
        weight: '48 kg',
      },
    ],
  },
  'Wyciągi spalin': {
    description: 'Mobilne wyciągi spalin do warsztatów i hal',
    interval: 'months',
    items: [
      {
        name: 'Wyciąg spalin mobilny',
        model: 'NEDERMAN FX',
        power: '0,75 kW',
        description: 'Wyciąg z wężem 5 m',
        quantity: 5,
        basePrice: 55,
        weight: '40 kg',
        service: [['Wymiana filtra', 90]],
      },
      {
        name: 'Wentylator wyciągowy 400 mm',
        model: 'MASTER DF 20',
        power: '0,55 kW',
        description: 'Wentylator z rękawem do odprowadzania spalin',
        quantity: 7,
        basePrice: 45,
        weight: '22 kg',
      },
    ],
  },
  Pojazdy: {
    description: 'Pojazdy dostawcze i serwisowe',
    interval: 'km',
    items: [
      {
        name: 'Samochód dostawczy 3,5 t',
        model: 'IVECO Daily',
        power: '150 KM',
        description: 'Furgon z windą załadowczą',
        quantity: 3,
        basePrice: 320,
        weight: '3500 kg',
        engine: '3.0 diesel',
        extras: [['additional', 'Kierowca', 400]],
        service: [
          ['Przegląd okresowy', 600],
          ['Opony', 300],
        ],
      },
      {
        name: 'Pickup 4×4',
        model: 'TOYOTA Hilux',
        power: '204 KM',
        description: 'Samochód terenowy dla ekip serwisowych',
        quantity: 2,
        basePrice: 280,
        weight: '2100 kg',
        service: [['Przegląd okresowy', 450]],
      },
    ],
  },
};

/** D10: the main catalogue, two schemas and the pricing settings, only into an empty catalogue. */
export async function seedMainCatalogue(em: EntityManager) {
  if ((await em.count(PricingSchemaEntity)) === 0) {
    em.create(PricingSchemaEntity, {
      name: 'Standardowy',
      description: 'Cena całego okresu według progu długości wynajmu',
      calculationMethod: 'first_day',
      isDefault: true,
      isActive: true,
    } as never);
    em.create(PricingSchemaEntity, {
      name: 'Progresywny',
      description: 'Każdy dzień według progu, do którego należy',
      calculationMethod: 'progressive',
      isDefault: false,
      isActive: true,
    } as never);
  }
  if (!(await em.findOne(PricingSettingsEntity, { id: 1 })))
    em.create(PricingSettingsEntity, { id: 1, vatRate: '23.00', currency: 'PLN' } as never);
  if ((await em.count(EquipmentCategoryEntity)) > 0) return em.flush();

  for (const [categoryName, group] of Object.entries(demo)) {
    const category = em.create(EquipmentCategoryEntity, {
      name: categoryName,
      description: group.description,
    } as never);
    for (const item of group.items) {
      const equipment = em.create(EquipmentEntity, {
        name: item.name,
        model: item.model,
        power: item.power ?? null,
        description: item.description,
        quantity: item.quantity,
        availableQuantity: item.quantity,
        category,
        fuelConsumption75: item.fuel75 ?? null,
        dimensions: item.dimensions ?? null,
        weight: item.weight ?? null,
        engine: item.engine ?? null,
        alternator: item.alternator ?? null,
        fuelTankCapacity: item.tank ?? null,
        isActive: true,
      } as never);
      for (const [periodStart, periodEnd, discount] of tierDiscounts) {
        em.create(EquipmentPricingEntity, {
          equipment,
          periodStart,
          periodEnd,
          pricePerDay: toMoney(item.basePrice * (1 - discount / 100)),
          discountPercent: toMoney(discount),
        } as never);
      }
      (item.extras ?? []).forEach(([type, name, price], position) => {
        em.create(EquipmentAdditionalEntity, {
          equipment,
          type,
          name,
          price: toMoney(price),
          position: position + 1,
        } as never);
      });
      em.create(EquipmentServiceCostEntity, {
        equipment,
        serviceIntervalMotohours: group.interval === 'motohours' ? 500 : null,
        serviceIntervalKm: group.interval === 'km' ? 15000 : null,
        serviceIntervalMonths: group.interval === 'months' ? 12 : null,
        workerHours: '2.00',
        workerCostPerHour: '100.00',
      } as never);
      // D8: the worker-hours item first (2 h × 100 zł), then at most three more.
      em.create(EquipmentServiceItemEntity, {
        equipment,
        itemName: SERVICE_HOURS_ITEM_NAME,
        itemCost: '200.00',
        sortOrder: 0,
      } as never);
      (item.service ?? []).slice(0, 3).forEach(([itemName, cost], index) => {
        em.create(EquipmentServiceItemEntity, {
          equipment,
          itemName,
          itemCost: toMoney(cost),
          sortOrder: index + 1,
        } as never);
      });
    }
  }
  await em.flush();
}

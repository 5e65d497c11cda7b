/**
 * D10: the demo table of the main catalogue, per category in the order it is seeded. Figures are those
 * of the Polish rental market: prices per day net in PLN, fuel use in l/h at 75 % load (only liquid
 * fuel; electric and gas equipment leaves it empty), dimensions length × width × height in transport
 * position. Each item gets the demo price tiers, its extras (at most four per type) and up to three
 * service items after the automatic worker-hours one (D8).
 */
export interface DemoItem {
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

export interface DemoCategory {
  description: string;
  interval: 'motohours' | 'km' | 'months';
  items: DemoItem[];
}

export const demoCatalogue: Record<string, DemoCategory> = {
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
          ['additional', 'Automatyka SZR', 60],
          ['accessories', 'Zestaw uziemiający', 10],
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
          ['additional', 'Automatyka SZR', 100],
          ['accessories', 'Rozdzielnica 63 A z gniazdami 32 A i 16 A', 45],
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
        dimensions: '3600 × 1200 × 2000 mm',
        weight: '2900 kg',
        engine: 'C4.4',
        alternator: 'Leroy-Somer',
        tank: '330 l',
        extras: [
          ['additional', 'Zbiornik paliwa 1000 l', 90],
          ['additional', 'Automatyka SZR', 140],
          ['accessories', 'Przewód 50 m 125 A', 45],
        ],
        service: [
          ['Filtr oleju', 120],
          ['Filtr paliwa', 95],
        ],
      },
      {
        name: 'Agregat prądotwórczy 200 kVA',
        model: 'ATLAS COPCO QAS 200',
        power: '200 kVA',
        description: 'Wyciszony agregat w obudowie kontenerowej do zasilania budów, hal i dużych imprez',
        quantity: 1,
        basePrice: 850,
        fuel75: '32.50',
        dimensions: '4200 × 1350 × 2300 mm',
        weight: '4300 kg',
        engine: 'John Deere 6090HF',
        alternator: 'Leroy-Somer',
        tank: '520 l',
        extras: [
          ['additional', 'Zbiornik paliwa 1000 l', 90],
          ['additional', 'Automatyka SZR', 200],
          ['accessories', 'Przewód 50 m 250 A', 70],
          ['accessories', 'Rozdzielnica 250 A', 110],
        ],
        service: [
          ['Filtr oleju', 150],
          ['Filtr paliwa', 120],
          ['Olej silnikowy', 480],
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
        dimensions: '2700 × 1300 × 2500 mm',
        weight: '850 kg',
        engine: 'Kubota D722',
        tank: '110 l',
        extras: [
          ['accessories', 'Stabilizatory dodatkowe', 20],
          ['additional', 'Programator czasowy z czujnikiem zmierzchowym', 20],
        ],
        service: [
          ['Filtr oleju', 40],
          ['Olej silnikowy', 80],
          ['Filtr paliwa', 35],
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
        dimensions: '3600 × 1400 × 2300 mm',
        weight: '950 kg',
        engine: 'Yanmar 3TNV76',
        tank: '120 l',
        extras: [
          ['accessories', 'Stabilizatory dodatkowe', 20],
          ['additional', 'Zapasowy komplet lamp', 60],
        ],
        service: [
          ['Filtr oleju', 40],
          ['Olej silnikowy', 90],
          ['Filtr powietrza', 50],
        ],
      },
      {
        name: 'Maszt oświetleniowy LED hybrydowy 4 × 300 W',
        model: 'GENERAC VT-HYBRID',
        power: '1,2 kW',
        description:
          'Cichy maszt LED z akumulatorami i wysięgnikiem 8,5 m; silnik pracuje tylko przy ładowaniu',
        quantity: 2,
        basePrice: 190,
        fuel75: '0.40',
        dimensions: '2600 × 1300 × 2500 mm',
        weight: '1250 kg',
        engine: 'Kubota D1105',
        tank: '100 l',
        extras: [
          ['accessories', 'Stabilizatory dodatkowe', 20],
          ['additional', 'Zdalny monitoring GPS', 30],
        ],
        service: [
          ['Filtr oleju', 40],
          ['Olej silnikowy', 90],
          ['Przegląd akumulatorów', 120],
        ],
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
        dimensions: '1200 × 560 × 830 mm',
        weight: '70 kg',
        tank: '65 l',
        extras: [
          ['accessories', 'Rękaw elastyczny 7,6 m', 25],
          ['additional', 'Termostat', 15],
          ['accessories', 'Komin spalinowy 1 m Ø 150 mm', 20],
        ],
        service: [
          ['Przegląd palnika', 150],
          ['Filtr paliwa', 35],
          ['Czyszczenie wymiennika ciepła', 90],
        ],
      },
      {
        name: 'Nagrzewnica elektryczna 9 kW',
        model: 'MASTER B 9 EPB',
        power: '9 kW',
        description: 'Przenośna nagrzewnica elektryczna 400 V',
        quantity: 12,
        basePrice: 60,
        dimensions: '390 × 360 × 460 mm',
        weight: '12 kg',
        extras: [
          ['additional', 'Termostat', 15],
          ['accessories', 'Przedłużacz 25 m 16 A 400 V', 15],
        ],
        service: [
          ['Przegląd elektryczny', 80],
          ['Pomiar rezystancji izolacji', 50],
        ],
      },
      {
        name: 'Nagrzewnica olejowa 65 kW',
        model: 'MASTER BV 290',
        power: '65 kW',
        description: 'Duża nagrzewnica do hal magazynowych',
        quantity: 4,
        basePrice: 210,
        fuel75: '5.60',
        dimensions: '1800 × 720 × 1200 mm',
        weight: '180 kg',
        tank: '150 l',
        extras: [
          ['accessories', 'Rękaw elastyczny 7,6 m Ø 400 mm', 40],
          ['additional', 'Termostat', 15],
          ['additional', 'Zbiornik paliwa 1000 l', 90],
        ],
        service: [
          ['Przegląd palnika', 180],
          ['Filtr paliwa', 45],
        ],
      },
      {
        name: 'Nagrzewnica gazowa 53 kW',
        model: 'MASTER BLP 53 ET',
        power: '53 kW',
        description: 'Nagrzewnica na propan do hal w budowie i namiotów; zużycie gazu do 3,9 kg/h',
        quantity: 6,
        basePrice: 80,
        dimensions: '740 × 340 × 480 mm',
        weight: '16 kg',
        extras: [
          ['additional', 'Termostat', 15],
          ['accessories', 'Butla propanowa 33 kg (napełniona)', 190],
          ['accessories', 'Wąż gazowy 10 m z reduktorem', 20],
        ],
        service: [
          ['Przegląd instalacji gazowej', 120],
          ['Wymiana reduktora i węża', 60],
        ],
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
        dimensions: '470 × 400 × 820 mm',
        weight: '35 kg',
        extras: [
          ['accessories', 'Adapter okienny', 10],
          ['accessories', 'Wąż odpływu skroplin 10 m', 8],
          ['additional', 'Pompka skroplin', 25],
        ],
        service: [
          ['Czyszczenie filtrów', 50],
          ['Dezynfekcja parownika', 40],
        ],
      },
      {
        name: 'Klimatyzator przemysłowy 14 kW',
        model: 'DANTHERM AC 14',
        power: '14 kW',
        description: 'Klimatyzator do hal i namiotów eventowych',
        quantity: 4,
        basePrice: 260,
        fuel75: '0.00',
        dimensions: '1250 × 760 × 1450 mm',
        weight: '160 kg',
        extras: [
          ['accessories', 'Rękaw wylotowy 7,5 m', 30],
          ['additional', 'Pompka skroplin', 25],
          ['additional', 'Rozdzielnica 32 A', 40],
        ],
        service: [
          ['Przegląd czynnika', 200],
          ['Czyszczenie filtrów', 60],
          ['Kontrola szczelności (F-gaz)', 150],
        ],
      },
      {
        name: 'Klimatyzator przemysłowy 25 kW',
        model: 'DANTHERM AC 25',
        power: '25 kW',
        description: 'Klimatyzator 400 V do hal produkcyjnych, serwerowni awaryjnych i namiotów eventowych',
        quantity: 2,
        basePrice: 420,
        fuel75: '0.00',
        dimensions: '1500 × 900 × 1650 mm',
        weight: '290 kg',
        extras: [
          ['accessories', 'Rękaw wylotowy 10 m', 45],
          ['additional', 'Pompka skroplin', 25],
          ['additional', 'Rozdzielnica 32 A', 40],
        ],
        service: [
          ['Przegląd czynnika', 250],
          ['Czyszczenie filtrów', 80],
          ['Kontrola szczelności (F-gaz)', 150],
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
        dimensions: '1560 × 440 × 270 mm',
        weight: '30 kg',
        extras: [
          ['accessories', 'Wsporniki ścienne', 20],
          ['additional', 'Sterownik z czujnikiem drzwi', 40],
        ],
        service: [
          ['Przegląd', 60],
          ['Czyszczenie filtra wlotowego', 30],
        ],
      },
      {
        name: 'Kurtyna powietrzna 2 m z grzałką',
        model: 'FRICO ADA',
        power: '18 kW',
        description: 'Kurtyna do bram przemysłowych',
        quantity: 3,
        basePrice: 110,
        dimensions: '2050 × 510 × 360 mm',
        weight: '48 kg',
        extras: [
          ['accessories', 'Zestaw zawiesi montażowych', 30],
          ['additional', 'Sterownik z termostatem', 45],
          ['additional', 'Czujnik otwarcia bramy', 30],
        ],
        service: [
          ['Przegląd grzałek', 80],
          ['Czyszczenie wentylatorów', 50],
        ],
      },
      {
        name: 'Kurtyna powietrzna 2,5 m bez grzania',
        model: 'FLOWAIR ELiS T-N-250',
        power: '0,6 kW',
        description: 'Kurtyna bez nagrzewnicy do bram rampowych, chłodni i wejść klimatyzowanych',
        quantity: 4,
        basePrice: 85,
        dimensions: '2540 × 430 × 400 mm',
        weight: '55 kg',
        extras: [
          ['accessories', 'Wsporniki ścienne', 30],
          ['additional', 'Sterownik z czujnikiem drzwi', 40],
        ],
        service: [
          ['Przegląd', 60],
          ['Czyszczenie wentylatorów', 50],
        ],
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
        dimensions: '700 × 600 × 1100 mm',
        weight: '40 kg',
        extras: [
          ['accessories', 'Dodatkowy wąż 5 m Ø 100 mm', 20],
          ['accessories', 'Końcówka gumowa na rurę wydechową', 10],
        ],
        service: [
          ['Wymiana filtra', 90],
          ['Kontrola silnika wentylatora', 50],
        ],
      },
      {
        name: 'Wentylator wyciągowy 400 mm',
        model: 'MASTER DF 20',
        power: '0,55 kW',
        description: 'Wentylator z rękawem do odprowadzania spalin',
        quantity: 7,
        basePrice: 45,
        dimensions: '520 × 470 × 500 mm',
        weight: '22 kg',
        extras: [
          ['accessories', 'Rękaw elastyczny 7,6 m Ø 400 mm', 35],
          ['additional', 'Regulator obrotów', 20],
        ],
        service: [
          ['Przegląd elektryczny', 60],
          ['Kontrola łożysk wirnika', 40],
        ],
      },
      {
        name: 'Wentylator przeciwwybuchowy 300 mm',
        model: 'MASTER DFX 20',
        power: '0,37 kW',
        description: 'Wentylator ATEX do odprowadzania spalin i oparów w strefach zagrożonych wybuchem',
        quantity: 3,
        basePrice: 95,
        dimensions: '480 × 420 × 470 mm',
        weight: '35 kg',
        extras: [
          ['accessories', 'Rękaw antystatyczny 7,6 m Ø 300 mm', 45],
          ['accessories', 'Przedłużacz 25 m IP67', 20],
        ],
        service: [
          ['Przegląd ATEX', 150],
          ['Kontrola łożysk wirnika', 40],
        ],
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
        dimensions: '7000 × 2200 × 3200 mm',
        weight: '3500 kg',
        engine: '3.0 diesel',
        tank: '90 l',
        extras: [
          ['additional', 'Kierowca', 400],
          ['accessories', 'Wózek paletowy', 30],
          ['accessories', 'Pasy transportowe i maty antypoślizgowe', 20],
        ],
        service: [
          ['Przegląd okresowy', 600],
          ['Opony', 300],
          ['Wymiana oleju i filtrów', 350],
        ],
      },
      {
        name: 'Pickup 4×4',
        model: 'TOYOTA Hilux',
        power: '204 KM',
        description: 'Samochód terenowy dla ekip serwisowych',
        quantity: 2,
        basePrice: 280,
        dimensions: '5325 × 1855 × 1815 mm',
        weight: '2100 kg',
        engine: '2.8 D-4D',
        tank: '80 l',
        extras: [
          ['additional', 'Kierowca', 350],
          ['accessories', 'Przyczepa lekka 750 kg', 60],
        ],
        service: [
          ['Przegląd okresowy', 450],
          ['Opony', 250],
          ['Wymiana oleju i filtrów', 300],
        ],
      },
      {
        name: 'Samochód ciężarowy 12 t z HDS',
        model: 'MAN TGL 12.250',
        power: '250 KM',
        description:
          'Samochód skrzyniowy z żurawiem do rozładunku agregatów i kontenerów; spalanie ok. 22 l/100 km',
        quantity: 1,
        basePrice: 950,
        dimensions: '8500 × 2500 × 3400 mm',
        weight: '12 000 kg',
        engine: '6.9 diesel',
        tank: '150 l',
        extras: [
          ['additional', 'Kierowca z uprawnieniami HDS', 550],
          ['accessories', 'Zawiesia pasowe i łańcuchowe', 40],
        ],
        service: [
          ['Przegląd okresowy', 900],
          ['Badanie UDT żurawia', 600],
          ['Opony', 500],
        ],
      },
    ],
  },
};

/** The languages of the FDV documents. */
export type FdvLanguage = 'no' | 'en';

interface CareText {
  cleaning: string;
  maintenance: string;
  interval: string;
}

type MaterialGroup = 'wood' | 'upholstery' | 'leather' | 'metal' | 'glass' | 'outdoor' | 'textile';

const GROUP_OF_MATERIAL: Readonly<Record<string, MaterialGroup>> = {
  oak: 'wood',
  walnut: 'wood',
  ash: 'wood',
  pine: 'wood',
  velvet: 'upholstery',
  wool: 'textile',
  linen: 'textile',
  cotton: 'textile',
  boucle: 'upholstery',
  leather: 'leather',
  steel: 'metal',
  brass: 'metal',
  aluminium: 'outdoor',
  glass: 'glass',
  teak: 'outdoor',
  rattan: 'outdoor',
};

const CARE: Readonly<Record<MaterialGroup, Record<FdvLanguage, CareText>>> = {
  wood: {
    en: {
      cleaning:
        'Wipe with a cloth wrung out in mild soapy water, then dry with a clean cloth. Avoid standing water.',
      maintenance:
        'Treat oiled surfaces with furniture oil; keep out of strong sunlight and away from radiators.',
      interval: 'Oil every 6-12 months, more often on tabletops in daily use.',
    },
    no: {
      cleaning:
        'Tørk av med en klut vridd opp i mildt såpevann, og tørk etter med en ren klut. Unngå stående vann.',
      maintenance: 'Behandle oljede flater med møbelolje; unngå sterkt sollys og plassering nær ovner.',
      interval: 'Olje hver 6.-12. måned, oftere på bordplater i daglig bruk.',
    },
  },
  upholstery: {
    en: {
      cleaning: 'Vacuum with a soft brush weekly; blot spills at once with a dry, white cloth.',
      maintenance: 'Turn and plump cushions regularly so they wear evenly; professional cleaning only.',
      interval: 'Vacuum weekly, professional cleaning every 2-3 years.',
    },
    no: {
      cleaning: 'Støvsug med myk munnstykke hver uke; tørk opp søl straks med en tørr, hvit klut.',
      maintenance: 'Snu og rist putene jevnlig så de slites likt; kun profesjonell rens.',
      interval: 'Støvsug ukentlig, profesjonell rens hvert 2.-3. år.',
    },
  },
  leather: {
    en: {
      cleaning: 'Dust with a dry cloth; clean with a leather cleaner, never with household detergents.',
      maintenance: 'Apply leather balm so the leather does not dry out; keep away from direct sunlight.',
      interval: 'Leather balm every 6 months.',
    },
    no: {
      cleaning: 'Tørk støv med en tørr klut; rens med lærrens, aldri med vanlige rengjøringsmidler.',
      maintenance: 'Bruk lærbalsam så skinnet ikke tørker ut; unngå direkte sollys.',
      interval: 'Lærbalsam hver 6. måned.',
    },
  },
  metal: {
    en: {
      cleaning: 'Wipe with a damp cloth and dry at once. No abrasive cleaners.',
      maintenance: 'Check screws and joints; for lamps, switch off and let the bulb cool before cleaning.',
      interval: 'Check fittings once a year.',
    },
    no: {
      cleaning: 'Tørk av med en fuktig klut og tørk straks etter. Ikke bruk slipende midler.',
      maintenance: 'Kontroller skruer og skjøter; for lamper, slå av og la pæren kjøles før rengjøring.',
      interval: 'Kontroller beslag én gang i året.',
    },
  },
  glass: {
    en: {
      cleaning: 'Clean with glass cleaner and a lint-free cloth.',
      maintenance: 'Handle with care; use the bulb type and wattage on the label only.',
      interval: 'As needed.',
    },
    no: {
      cleaning: 'Rengjør med glassrens og en lofri klut.',
      maintenance: 'Håndter forsiktig; bruk bare pæretype og effekt som står på merkingen.',
      interval: 'Ved behov.',
    },
  },
  outdoor: {
    en: {
      cleaning: 'Rinse with water and a soft brush; let dry fully before covering.',
      maintenance:
        'Store under cover or covered in winter; teak may be treated with teak oil to keep its colour.',
      interval: 'Clean each spring and autumn.',
    },
    no: {
      cleaning: 'Skyll med vann og en myk børste; la tørke helt før tildekking.',
      maintenance:
        'Oppbevar under tak eller tildekket om vinteren; teak kan behandles med teakolje for å beholde fargen.',
      interval: 'Rengjør hver vår og høst.',
    },
  },
  textile: {
    en: {
      cleaning: 'Shake out or vacuum; wash removable covers as the care label says.',
      maintenance: 'Air regularly; remove pilling with a fabric shaver.',
      interval: 'Vacuum weekly; wash covers as needed.',
    },
    no: {
      cleaning: 'Rist eller støvsug; vask avtakbare trekk etter vaskeanvisningen.',
      maintenance: 'Luft jevnlig; fjern nupper med en lofjerner.',
      interval: 'Støvsug ukentlig; vask trekk ved behov.',
    },
  },
};

/** Cleaning, maintenance and interval texts for a material (upholstery care for materials not listed). */
export function careFor(materialKey: string, language: FdvLanguage): CareText {
  return CARE[GROUP_OF_MATERIAL[materialKey] ?? 'upholstery'][language];
}

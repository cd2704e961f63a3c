// The standard VAT (or GST) rate of a business's country, for a prompt that names the tax
// without its rate ("+ VAT", "VAT inclusive"): the rate a bookkeeper there would apply,
// and the create states that it chose it. Countries without one national rate (the US's
// sales taxes) have none here: such a prompt is refused, asking for the rate.
const STANDARD_RATES: Record<string, string> = {
  NG: "7.5",
  GH: "15",
  KE: "16",
  ZA: "15",
  EG: "14",
  RW: "18",
  UG: "18",
  TZ: "18",
  GB: "20",
  IE: "23",
  DE: "19",
  FR: "20",
  NL: "21",
  ES: "21",
  IT: "22",
  AU: "10",
  NZ: "15",
  IN: "18",
  AE: "5",
  SA: "15",
  SG: "9",
};

export const standardTaxRate = (country: string | undefined): string | undefined =>
  country ? STANDARD_RATES[country.toUpperCase()] : undefined;

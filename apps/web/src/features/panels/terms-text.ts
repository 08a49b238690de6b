export type TextSection = { title: string; paragraphs: string[] };

/** The general terms (German), version 1 of 7 November 2018: ten sections. */
export const termsSections: TextSection[] = [
  {
    title: 'Geltungsbereich',
    paragraphs: [
      'Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über die Nutzung der Software Keelson zur Pflege von Gefahrstoffinventaren (IHM) von Schiffen.',
      'Abweichende Bedingungen des Kunden gelten nur, wenn der Anbieter ihnen ausdrücklich schriftlich zugestimmt hat.',
    ],
  },
  {
    title: 'Registrierung',
    paragraphs: [
      'Die Nutzung setzt eine Registrierung voraus. Dafür sind eine gültige E-Mail-Adresse, ein selbst gewähltes Passwort und die Angabe des Landes des Wohnsitzes erforderlich; der Kunde bestätigt, mindestens 18 Jahre alt zu sein.',
      'Jeder Kunde darf nur ein Konto anlegen. Das Konto ist nicht übertragbar; die Zugangsdaten sind geheim zu halten.',
    ],
  },
  {
    title: 'Vertragsschluss',
    paragraphs: [
      'Der Vertrag kommt mit der Bestätigung der Registrierung über den per E-Mail versandten Link zustande (Double-Opt-in).',
      'Für kostenpflichtige Leistungen kommt der Vertrag mit der Annahme des Angebots durch den Anbieter zustande.',
    ],
  },
  {
    title: 'Leistungen',
    paragraphs: [
      'Der Anbieter stellt die Software über das Internet zur Verfügung. Der Umfang richtet sich nach dem gewählten Tarif (FREEMIUM oder PREMIUM).',
      'Der Anbieter bemüht sich um eine hohe Verfügbarkeit; Wartungsfenster werden nach Möglichkeit vorab angekündigt.',
    ],
  },
  {
    title: 'Mängel und Gewährleistung',
    paragraphs: [
      'Die Gewährleistungsfrist beträgt 12 Monate ab Bereitstellung der Leistung.',
      'Mängel sind dem Anbieter unverzüglich unter nachvollziehbarer Beschreibung zu melden; der Anbieter beseitigt sie in angemessener Frist.',
    ],
  },
  {
    title: 'Nutzungsrechte',
    paragraphs: [
      'Der Kunde erhält für die Vertragsdauer ein einfaches, nicht übertragbares Recht, die Software bestimmungsgemäß zu nutzen.',
      'Die vom Kunden eingestellten Daten bleiben sein Eigentum; er kann sie jederzeit exportieren.',
    ],
  },
  {
    title: 'Pflichten des Nutzers',
    paragraphs: [
      'Der Nutzer stellt sicher, dass die von ihm eingegebenen Daten richtig sind und keine Rechte Dritter verletzen.',
      'Er unterlässt jeden Versuch, die Software zu stören oder unbefugt auf Daten anderer Kunden zuzugreifen.',
    ],
  },
  {
    title: 'Geistiges Eigentum',
    paragraphs: ['Alle Rechte an der Software, ihren Texten, Grafiken und Marken verbleiben beim Anbieter.'],
  },
  {
    title: 'Haftungsbegrenzung',
    paragraphs: [
      'Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit.',
      'Bei leichter Fahrlässigkeit haftet er nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vertragstypischen, vorhersehbaren Schaden.',
    ],
  },
  {
    title: 'Schlussbestimmungen',
    paragraphs: [
      'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.',
      'Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ist Hamburg, soweit der Kunde Kaufmann ist.',
      'Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
    ],
  },
];

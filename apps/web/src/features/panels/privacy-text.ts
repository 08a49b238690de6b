import type { TextSection } from './terms-text.ts';

/** The privacy information (German), version 2 of 1 March 2024. */
export const privacySections: TextSection[] = [
  {
    title: 'Verantwortlicher',
    paragraphs: [
      'Verantwortlich für die Verarbeitung personenbezogener Daten ist der im Impressum (Company Information) genannte Anbieter.',
    ],
  },
  {
    title: 'Registrierung mit Double-Opt-in',
    paragraphs: [
      'Zur Registrierung senden wir einen Bestätigungslink an die angegebene E-Mail-Adresse. Erst mit dem Klick auf diesen Link wird das Konto angelegt (Double-Opt-in).',
      'Nicht bestätigte Registrierungen und ihre Daten werden nach 24 Stunden automatisch gelöscht.',
    ],
  },
  {
    title: 'Cookies',
    paragraphs: [
      'Wir verwenden technisch notwendige Cookies und lokalen Speicher, um die Anmeldung aufrechtzuerhalten. Ein Conversion-Cookie für Werbung wird nur mit Einwilligung gesetzt und verfällt nach 30 Tagen.',
    ],
  },
  {
    title: 'Analysewerkzeuge',
    paragraphs: [
      'Mit Einwilligung setzen wir Analysewerkzeuge ein, um die Nutzung der Anwendung statistisch auszuwerten. IP-Adressen werden dabei gekürzt.',
    ],
  },
  {
    title: 'Social Plug-ins',
    paragraphs: [
      'Unsere Webseiten können Schaltflächen sozialer Netzwerke enthalten. Daten werden erst übertragen, wenn Sie eine solche Schaltfläche anklicken.',
    ],
  },
  {
    title: 'Ihre Rechte',
    paragraphs: [
      'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren.',
    ],
  },
  {
    title: 'Verschlüsselung',
    paragraphs: [
      'Alle Verbindungen zur Anwendung sind TLS-verschlüsselt. Ihr Passwort verlässt Ihren Browser nicht; gespeichert wird nur ein daraus abgeleiteter, zusätzlich gehashter Schlüssel.',
    ],
  },
];

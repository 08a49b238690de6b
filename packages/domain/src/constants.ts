/** The product's name: page titles, the logo and mails carry it. */
export const PRODUCT_NAME = 'Keelson';

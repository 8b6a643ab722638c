import type { TableBlock } from '../../content-types';

/** Clothing and watch size charts, shared by /size-guides (in full) and /size-guide (the quick reference). */
export const mensChart: TableBlock = {
  kind: 'table',
  heading: 'Men’s Size Chart',
  intro: 'Tailoring, shirts and knitwear. Measurements are of the body, not the garment.',
  caption: 'Men’s clothing sizes with body measurements in inches and centimetres',
  columns: ['Size', 'UK/US', 'EU', 'Chest (in)', 'Chest (cm)', 'Waist (in)', 'Waist (cm)', 'Collar (in)', 'Collar (cm)', 'Sleeve (in)', 'Sleeve (cm)'],
  rows: [
    ['XS', '34', '44', '34', '86', '28', '71', '14', '36', '32', '81'],
    ['S', '36', '46', '36', '91', '30', '76', '14.5', '37', '32.5', '83'],
    ['M', '38', '48', '38', '97', '32', '81', '15', '38', '33', '84'],
    ['L', '40', '50', '40', '102', '34', '86', '15.5', '39', '33.5', '85'],
    ['XL', '42', '52', '42', '107', '36', '91', '16', '41', '34', '86'],
    ['XXL', '44', '54', '44', '112', '38', '97', '16.5', '42', '34.5', '88'],
  ],
  note: 'Between two sizes? Choose the larger for tailoring and the smaller for knitwear, which relaxes with wear.',
};

export const womensChart: TableBlock = {
  kind: 'table',
  heading: 'Women’s Size Chart',
  intro: 'Dresses, tailoring and knitwear. UK and US sizes differ for women: both are shown.',
  caption: 'Women’s clothing sizes with body measurements in inches and centimetres',
  columns: ['Size', 'UK/US', 'EU', 'Bust (in)', 'Bust (cm)', 'Waist (in)', 'Waist (cm)', 'Hip (in)', 'Hip (cm)'],
  rows: [
    ['XS', 'UK 6 / US 2', '34', '31', '79', '24', '61', '34', '86'],
    ['S', 'UK 8 / US 4', '36', '33', '84', '26', '66', '36', '91'],
    ['M', 'UK 10 / US 6', '38', '35', '89', '28', '71', '38', '97'],
    ['L', 'UK 12 / US 8', '40', '37', '94', '30', '76', '40', '102'],
    ['XL', 'UK 14 / US 10', '42', '39', '99', '32', '81', '42', '107'],
    ['XXL', 'UK 16 / US 12', '44', '41', '104', '34', '86', '44', '112'],
  ],
  note: 'Italian houses often size one step smaller than this chart; each product page notes when a piece runs small or large.',
};

export const caseDiameterChart: TableBlock = {
  kind: 'table',
  heading: 'Case Diameter',
  intro: 'The width of the case, excluding the crown: the first measure of how a watch will wear.',
  caption: 'Watch case diameter categories',
  columns: ['Diameter', 'Character', 'Typical styles', 'Suits wrists of'],
  rows: [
    ['34mm and under', 'Petite and refined', 'Dress watches, vintage pieces, jewellery watches', 'Under 15cm (6in)'],
    ['35-39mm', 'Classic', 'Dress watches, everyday automatics', '15-17cm (6-6.75in)'],
    ['40-44mm', 'Contemporary', 'Sports watches, divers, chronographs', '16.5-19cm (6.5-7.5in)'],
    ['45mm and above', 'Bold', 'Tool watches, professional divers, pilots’ watches', 'Over 19cm (7.5in)'],
  ],
};

export const thicknessChart: TableBlock = {
  kind: 'table',
  heading: 'Case Thickness',
  intro: 'How tall the watch sits on the wrist — and whether it slides beneath a shirt cuff.',
  caption: 'Watch case thickness categories',
  columns: ['Thickness', 'Profile', 'Wears'],
  rows: [
    ['Under 8mm', 'Ultra-thin', 'Slips beneath any cuff; the classic dress watch'],
    ['8-11mm', 'Slim', 'Most dress watches and everyday automatics'],
    ['12-14mm', 'Sports', 'Chronographs, divers and GMTs; a confident presence'],
    ['15mm and above', 'Substantial', 'Professional divers and grand complications'],
  ],
};

export const lugWidthChart: TableBlock = {
  kind: 'table',
  heading: 'Lug Width',
  intro: 'The distance between the lugs sets the width of strap or bracelet that fits — useful when choosing a second strap.',
  caption: 'Watch lug width categories',
  columns: ['Lug width', 'Usually found on cases of', 'Strap character'],
  rows: [
    ['18mm and under', '34-38mm', 'Slender, elegant straps'],
    ['19-20mm', '38-41mm', 'The most versatile width; the widest choice of straps'],
    ['21-22mm', '42-45mm', 'Sports straps and bracelets'],
    ['24mm and over', '46mm and above', 'Bold rubber and leather straps'],
  ],
};

export const braceletChart: TableBlock = {
  kind: 'table',
  heading: 'Bracelet Sizing Guide',
  intro: 'Measure your wrist just above the wrist bone with a soft tape, or with a strip of paper laid flat against a ruler. Metal bracelets are worn a little looser than the wrist itself.',
  caption: 'Recommended bracelet length by wrist circumference',
  columns: ['Wrist', 'Metal bracelet', 'Leather strap'],
  rows: [
    ['15cm (5.9in)', '16-16.5cm', 'Small'],
    ['16cm (6.3in)', '17-17.5cm', 'Small or Regular'],
    ['17cm (6.7in)', '18-18.5cm', 'Regular'],
    ['18cm (7.1in)', '19-19.5cm', 'Regular'],
    ['19cm (7.5in)', '20-20.5cm', 'Long'],
    ['20cm (7.9in)', '21-21.5cm', 'Long'],
  ],
  note: 'Bracelet resizing is complimentary with any purchase: tell us your wrist measurement at checkout and our workshop removes or adds links before dispatch.',
};

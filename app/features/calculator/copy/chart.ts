/** The completion chart (set calculator and collection). */
export const chartCopy = {
  xAxis: "Boxen",
  lines: { regular: "Alle regulären Figuren", full: "Mit Secret-Figur" },
  legendSolid: "durchgezogene Linie",
  legendDashed: "gestrichelte Linie",
  tableSummary: "Die Zahlen als Tabelle",
  columns: { boxes: "Boxen", regular: "Chance: alle regulären Figuren", full: "Chance: mit Secret-Figur" },
  note: "Genau berechnet über alle Zwischenstände, unter der Annahme, dass die regulären Figuren gleich häufig sind und die Secret-Figur mit ihrer eigenen Chance kommt.",
  calculatorTitle: "Chance auf ein volles Set mit so vielen Boxen",
  calculatorTitleStarted: "Chance, alles Fehlende mit so vielen weiteren Boxen zu bekommen",
} as const;

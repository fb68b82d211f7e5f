import ChartCore

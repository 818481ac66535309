print("layout")
